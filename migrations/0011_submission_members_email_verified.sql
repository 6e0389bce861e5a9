ALTER TABLE `users` ADD `email_verified_at` text;--> statement-breakpoint
ALTER TABLE `cms_form_submissions` ADD `member_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- Images come from the media library only: an image address saved before that rule (say
-- /api/logout, which every reader's browser would load with their cookie) is dropped.
UPDATE `news_articles` SET `image_url` = NULL WHERE `image_url` IS NOT NULL AND (`image_url` NOT LIKE '/media/%' OR `image_url` LIKE '%..%');--> statement-breakpoint
UPDATE `donation_campaigns` SET `image_url` = NULL WHERE `image_url` IS NOT NULL AND `image_url` <> '' AND (`image_url` NOT LIKE '/media/%' OR `image_url` LIKE '%..%');
