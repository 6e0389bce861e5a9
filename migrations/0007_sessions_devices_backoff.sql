ALTER TABLE `rate_limits` ADD `last_hit_at` text;--> statement-breakpoint
-- SQLite cannot add a NOT NULL column without a default: existing sessions get a random id.
ALTER TABLE `sessions` ADD `public_id` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `sessions` SET `public_id` = lower(hex(randomblob(16))) WHERE `public_id` = '';--> statement-breakpoint
ALTER TABLE `sessions` ADD `device` text DEFAULT 'Unknown device' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_public_id_unique` ON `sessions` (`public_id`);
