CREATE TABLE `transcript_cues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`episode_id` integer NOT NULL,
	`start_seconds` real NOT NULL,
	`text` text NOT NULL,
	FOREIGN KEY (`episode_id`) REFERENCES `podcast_episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `transcript_cues_episode_idx` ON `transcript_cues` (`episode_id`);