ALTER TABLE `donations` ADD `payment_intent` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `refunded_at` text;--> statement-breakpoint
ALTER TABLE `donations` ADD `refunded_by_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `donations_payment_intent_idx` ON `donations` (`payment_intent`);