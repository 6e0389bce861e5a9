-- Hand-edited: drizzle-kit 0.31 leaves ON DELETE out of an added column's REFERENCES; monthly_gift_id says it, as the schema does.
CREATE TABLE `monthly_gifts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`campaign_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`donor_name` text,
	`show_name` integer DEFAULT false NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`token` text NOT NULL,
	`checkout_session_id` text,
	`subscription_id` text,
	`customer_id` text,
	`stripe_event_at` integer,
	`next_charge_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`stopped_at` text,
	FOREIGN KEY (`campaign_id`) REFERENCES `donation_campaigns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `monthly_gifts_email_idx` ON `monthly_gifts` (`email`);--> statement-breakpoint
CREATE INDEX `monthly_gifts_campaign_status_idx` ON `monthly_gifts` (`campaign_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_gifts_subscription_unique` ON `monthly_gifts` (`subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `monthly_gifts_checkout_unique` ON `monthly_gifts` (`checkout_session_id`);--> statement-breakpoint
ALTER TABLE `donations` ADD `monthly_gift_id` integer REFERENCES monthly_gifts(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `donations_monthly_gift_idx` ON `donations` (`monthly_gift_id`);