-- Donor names are shown only when the donor says so (show_name), never by default: every
-- earlier gift, made before donors were asked, is listed without a name.
ALTER TABLE `donations` ADD `show_name` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `donations` DROP COLUMN `anonymous`;
