CREATE TABLE `community_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer,
	`comment_id` integer,
	`reporter_id` integer NOT NULL,
	`reason` text NOT NULL,
	`details` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_by` integer,
	`resolved_at` text,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`comment_id`) REFERENCES `post_comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reports_one_target" CHECK((post_id is null) <> (comment_id is null))
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `community_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_post_idx` ON `community_reports` (`post_id`);--> statement-breakpoint
CREATE INDEX `reports_comment_idx` ON `community_reports` (`comment_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_post_unique` ON `community_reports` (`reporter_id`,`post_id`) WHERE status = 'open' and post_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_comment_unique` ON `community_reports` (`reporter_id`,`comment_id`) WHERE status = 'open' and comment_id is not null;