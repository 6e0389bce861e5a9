-- The member who gave while signed in (null for a visitor's gift), so "Download my data" can list
-- their gifts; deleting the account clears it (services/account-deletion.ts), and the ON DELETE
-- SET NULL that drizzle-kit leaves out of an ADD COLUMN is written here so the database agrees.
-- The 'delete-account' purpose of account_tokens needs no change: the column is plain text.
ALTER TABLE `donations` ADD `user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `donations_user_idx` ON `donations` (`user_id`);
