DROP INDEX `sessions_public_id_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_public_id_unique` ON `sessions` (`public_id`) WHERE public_id <> '';--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `blocked_until` text;