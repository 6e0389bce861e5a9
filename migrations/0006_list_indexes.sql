CREATE INDEX `audiobooks_created_idx` ON `audiobooks` (`created_at`);--> statement-breakpoint
CREATE INDEX `favourites_user_created_idx` ON `favourites` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `news_published_idx` ON `news_articles` (`published_at`);--> statement-breakpoint
CREATE INDEX `posts_visibility_last_comment_idx` ON `community_posts` (`visibility`,`last_comment_at`);--> statement-breakpoint
CREATE INDEX `comments_created_idx` ON `post_comments` (`created_at`);--> statement-breakpoint
CREATE INDEX `cms_submissions_form_unread_idx` ON `cms_form_submissions` (`form_id`,`is_read`);--> statement-breakpoint
CREATE INDEX `cms_forms_created_idx` ON `cms_forms` (`created_at`);--> statement-breakpoint
CREATE INDEX `cms_templates_created_idx` ON `cms_templates` (`created_at`);--> statement-breakpoint
CREATE INDEX `donations_status_paid_idx` ON `donations` (`status`,`paid_at`);