CREATE TABLE `saved_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`post_id` integer,
	`comment_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `post_comments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_items_user_post_idx` ON `saved_items` (`user_id`,`post_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_items_user_comment_idx` ON `saved_items` (`user_id`,`comment_id`);--> statement-breakpoint
CREATE INDEX `saved_items_user_created_idx` ON `saved_items` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `saved_items_post_idx` ON `saved_items` (`post_id`);--> statement-breakpoint
CREATE INDEX `saved_items_comment_idx` ON `saved_items` (`comment_id`);