CREATE TABLE `notification_digests` (
	`user_id` integer NOT NULL,
	`cadence` text NOT NULL,
	`last_period` text NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `cadence`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
