CREATE TABLE `content_versions` (
	`area` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Appended by hand (drizzle-kit does not model rows or triggers): the four areas' stamps, and the
-- triggers that bump an area's stamp inside the statement that changes its shared content
-- (decision 0030). An author's name or photo is shown on their posts, so it bumps the forum too.
INSERT INTO `content_versions` (`area`, `version`) VALUES ('news', 0), ('podcasts', 0), ('audiobooks', 0), ('community', 0);
--> statement-breakpoint
CREATE TRIGGER `news_articles_version_after_insert` AFTER INSERT ON `news_articles` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'news';
END;
--> statement-breakpoint
CREATE TRIGGER `news_articles_version_after_update` AFTER UPDATE ON `news_articles` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'news';
END;
--> statement-breakpoint
CREATE TRIGGER `news_articles_version_after_delete` AFTER DELETE ON `news_articles` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'news';
END;
--> statement-breakpoint
CREATE TRIGGER `podcast_episodes_version_after_insert` AFTER INSERT ON `podcast_episodes` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'podcasts';
END;
--> statement-breakpoint
CREATE TRIGGER `podcast_episodes_version_after_update` AFTER UPDATE ON `podcast_episodes` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'podcasts';
END;
--> statement-breakpoint
CREATE TRIGGER `podcast_episodes_version_after_delete` AFTER DELETE ON `podcast_episodes` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'podcasts';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobooks_version_after_insert` AFTER INSERT ON `audiobooks` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'audiobooks';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobooks_version_after_update` AFTER UPDATE ON `audiobooks` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'audiobooks';
END;
--> statement-breakpoint
CREATE TRIGGER `audiobooks_version_after_delete` AFTER DELETE ON `audiobooks` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'audiobooks';
END;
--> statement-breakpoint
CREATE TRIGGER `community_posts_version_after_insert` AFTER INSERT ON `community_posts` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'community';
END;
--> statement-breakpoint
CREATE TRIGGER `community_posts_version_after_update` AFTER UPDATE ON `community_posts` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'community';
END;
--> statement-breakpoint
CREATE TRIGGER `community_posts_version_after_delete` AFTER DELETE ON `community_posts` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'community';
END;
--> statement-breakpoint
CREATE TRIGGER `users_version_after_update` AFTER UPDATE OF `first_name`, `last_name`, `profile_image_url`, `avatar_key` ON `users`
WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name`
  OR old.`profile_image_url` IS NOT new.`profile_image_url` OR old.`avatar_key` IS NOT new.`avatar_key` BEGIN
  UPDATE `content_versions` SET `version` = `version` + 1 WHERE `area` = 'community';
END;
