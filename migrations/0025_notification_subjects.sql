ALTER TABLE `notifications` ADD `title` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `link` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `detail` text;