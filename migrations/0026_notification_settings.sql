CREATE TABLE `notification_settings` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`time_zone` text DEFAULT 'Australia/Sydney' NOT NULL,
	`quiet_from` text,
	`quiet_until` text,
	`paused_until` text,
	`announce` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `notifications` ADD `mail_held_at` text;--> statement-breakpoint
CREATE INDEX `notifications_mail_held_idx` ON `notifications` (`mail_held_at`) WHERE mail_held_at is not null and emailed_at is null;