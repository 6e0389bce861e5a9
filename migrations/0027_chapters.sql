CREATE TABLE `audiobook_chapters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`audiobook_id` integer NOT NULL,
	`start_seconds` integer NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`audiobook_id`) REFERENCES `audiobooks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audiobook_chapters_item_start_unique` ON `audiobook_chapters` (`audiobook_id`,`start_seconds`);--> statement-breakpoint
CREATE TABLE `episode_chapters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`start_seconds` integer NOT NULL,
	`title` text NOT NULL,
	FOREIGN KEY (`episode_id`) REFERENCES `podcast_episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `episode_chapters_item_start_unique` ON `episode_chapters` (`episode_id`,`start_seconds`);