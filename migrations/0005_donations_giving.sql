CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `donations` ADD `receipt_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `donations_receipt_token_unique` ON `donations` (`receipt_token`);