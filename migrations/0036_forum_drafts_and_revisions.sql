CREATE TABLE `forum_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`place` text NOT NULL,
	`post_id` integer,
	`reply_to_id` integer,
	`title` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`category` text DEFAULT '' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reply_to_id`) REFERENCES `post_comments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_drafts_user_place_idx` ON `forum_drafts` (`user_id`,`place`);--> statement-breakpoint
CREATE INDEX `forum_drafts_post_idx` ON `forum_drafts` (`post_id`);--> statement-breakpoint
CREATE INDEX `forum_drafts_reply_idx` ON `forum_drafts` (`reply_to_id`);--> statement-breakpoint
CREATE TABLE `community_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer,
	`comment_id` integer,
	`user_id` integer NOT NULL,
	`title` text,
	`content` text NOT NULL,
	`written_at` text NOT NULL,
	`replaced_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `post_comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `community_revisions_post_idx` ON `community_revisions` (`post_id`,`replaced_at`);--> statement-breakpoint
CREATE INDEX `community_revisions_comment_idx` ON `community_revisions` (`comment_id`,`replaced_at`);--> statement-breakpoint
CREATE INDEX `community_revisions_user_idx` ON `community_revisions` (`user_id`);