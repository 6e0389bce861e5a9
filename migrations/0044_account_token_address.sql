-- Issue 52: a mailed link works only while the account still has the address it was mailed to.
-- Each link keeps the account's address of when it was made (services/account-tokens.ts).
ALTER TABLE `account_tokens` ADD `account_email` text;--> statement-breakpoint
-- Links still waiting to be opened keep working: they were mailed to the address the account has now.
UPDATE `account_tokens` SET `account_email` = (SELECT `email` FROM `users` WHERE `users`.`id` = `account_tokens`.`user_id`) WHERE `used_at` IS NULL;
