CREATE TABLE `post_reads` (
	`user_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`day` text NOT NULL,
	`seconds` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `post_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_slow_modes` (
	`post_id` integer PRIMARY KEY NOT NULL,
	`minutes` integer NOT NULL,
	`set_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "slow_mode_minutes_range" CHECK(minutes between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE `trust_level_overrides` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`level` integer NOT NULL,
	`set_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`set_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "trust_level_range" CHECK(level between 0 and 3)
);
--> statement-breakpoint
ALTER TABLE `community_reports` ADD `reporter_level` integer DEFAULT 0 NOT NULL;