-- Hand-edited (decision 0031): drizzle-kit 0.31 leaves ON DELETE out of an added column's REFERENCES; both lines say it, as the schema does.
CREATE TABLE `post_read_marks` (
	`user_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`last_read_comment_id` integer DEFAULT 0 NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `post_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_read_marks_post_idx` ON `post_read_marks` (`post_id`);--> statement-breakpoint
ALTER TABLE `post_comments` ADD `reply_to_id` integer REFERENCES post_comments(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `post_comments` ADD `thread_id` integer REFERENCES post_comments(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `comments_reply_to_idx` ON `post_comments` (`reply_to_id`);--> statement-breakpoint
CREATE INDEX `comments_thread_idx` ON `post_comments` (`thread_id`);