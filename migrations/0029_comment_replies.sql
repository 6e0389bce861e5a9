-- Hand-edited (decision 0031): drizzle-kit 0.31 leaves ON DELETE out of an added column's REFERENCES; both lines say it, as the schema does.
ALTER TABLE `post_comments` ADD `reply_to_id` integer REFERENCES post_comments(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `post_comments` ADD `thread_id` integer REFERENCES post_comments(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `comments_reply_to_idx` ON `post_comments` (`reply_to_id`);--> statement-breakpoint
CREATE INDEX `comments_thread_idx` ON `post_comments` (`thread_id`);