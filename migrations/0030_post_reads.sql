CREATE TABLE `post_reads` (
	`user_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`last_read_comment_id` integer DEFAULT 0 NOT NULL,
	`read_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `post_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_reads_post_idx` ON `post_reads` (`post_id`);