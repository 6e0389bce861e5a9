CREATE TABLE `donor_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `donor_links_token_idx` ON `donor_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `donor_links_expires_idx` ON `donor_links` (`expires_at`);