-- Site-wide search (issue 20, decision 0032): one FTS5 index over news, episodes, transcript
-- lines, audiobooks, forum posts and comments, and CMS pages. Hand-written: drizzle-kit does not
-- model virtual tables.
--
-- Contentless (content=''): the text stays in its own tables, and one index over seven tables
-- cannot be external-content. Rows are kept in step by triggers, which hand the old values back
-- for a delete as FTS5 requires; the last statements fill it from the tables, so running this
-- file again (a backup's rebuild, docs/operations.md) recreates it exactly.
--
-- rowid = source id * 8 + kind code (1 news, 2 episode, 3 transcript cue, 4 audiobook, 5 post,
-- 6 comment, 7 page): a match names its row without a lookup table. Column k holds the kind as a
-- word, so a kind filter is an index lookup (k : post). Who may see a row (drafts, hidden posts,
-- blocks) is decided when searching, against the row itself, never stored here.
-- Same tokenizer as the per-service indexes (no porter: decision 0006); the query side strips
-- English endings before prefix-matching, which is the stemming (worker/src/lib/site-query.ts).
CREATE VIRTUAL TABLE site_fts USING fts5(k, title, body, content='', tokenize='unicode61 remove_diacritics 2', prefix='2');
--> statement-breakpoint
CREATE VIRTUAL TABLE site_fts_vocab USING fts5vocab(site_fts, 'col');
--> statement-breakpoint
CREATE TRIGGER site_fts_news_articles_insert AFTER INSERT ON news_articles BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 1, 'news', new.title, new.excerpt || ' ' || new.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_news_articles_delete AFTER DELETE ON news_articles BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 1, 'news', old.title, old.excerpt || ' ' || old.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_news_articles_update AFTER UPDATE OF title, excerpt, content ON news_articles BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 1, 'news', old.title, old.excerpt || ' ' || old.content);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 1, 'news', new.title, new.excerpt || ' ' || new.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_podcast_episodes_insert AFTER INSERT ON podcast_episodes BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 2, 'episode', new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_podcast_episodes_delete AFTER DELETE ON podcast_episodes BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 2, 'episode', old.title, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_podcast_episodes_update AFTER UPDATE OF title, description ON podcast_episodes BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 2, 'episode', old.title, old.description);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 2, 'episode', new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_transcript_cues_insert AFTER INSERT ON transcript_cues BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 3, 'cue', '', new.text);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_transcript_cues_delete AFTER DELETE ON transcript_cues BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 3, 'cue', '', old.text);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_transcript_cues_update AFTER UPDATE OF text ON transcript_cues BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 3, 'cue', '', old.text);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 3, 'cue', '', new.text);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_audiobooks_insert AFTER INSERT ON audiobooks BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 4, 'audiobook', new.title, new.author || ' ' || new.narrator || ' ' || new.description);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_audiobooks_delete AFTER DELETE ON audiobooks BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 4, 'audiobook', old.title, old.author || ' ' || old.narrator || ' ' || old.description);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_audiobooks_update AFTER UPDATE OF title, author, narrator, description ON audiobooks BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 4, 'audiobook', old.title, old.author || ' ' || old.narrator || ' ' || old.description);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 4, 'audiobook', new.title, new.author || ' ' || new.narrator || ' ' || new.description);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_community_posts_insert AFTER INSERT ON community_posts BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 5, 'post', new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_community_posts_delete AFTER DELETE ON community_posts BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 5, 'post', old.title, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_community_posts_update AFTER UPDATE OF title, content ON community_posts BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 5, 'post', old.title, old.content);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 5, 'post', new.title, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_post_comments_insert AFTER INSERT ON post_comments BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 6, 'comment', '', new.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_post_comments_delete AFTER DELETE ON post_comments BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 6, 'comment', '', old.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_post_comments_update AFTER UPDATE OF content ON post_comments BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 6, 'comment', '', old.content);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 6, 'comment', '', new.content);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_cms_pages_insert AFTER INSERT ON cms_pages BEGIN
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 7, 'page', new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_cms_pages_delete AFTER DELETE ON cms_pages BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 7, 'page', old.title, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER site_fts_cms_pages_update AFTER UPDATE OF title, body ON cms_pages BEGIN
  INSERT INTO site_fts(site_fts, rowid, k, title, body) VALUES ('delete', old.id * 8 + 7, 'page', old.title, old.body);
  INSERT INTO site_fts(rowid, k, title, body) VALUES (new.id * 8 + 7, 'page', new.title, new.body);
END;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 1, 'news', news_articles.title, news_articles.excerpt || ' ' || news_articles.content FROM news_articles;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 2, 'episode', podcast_episodes.title, podcast_episodes.description FROM podcast_episodes;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 3, 'cue', '', transcript_cues.text FROM transcript_cues;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 4, 'audiobook', audiobooks.title, audiobooks.author || ' ' || audiobooks.narrator || ' ' || audiobooks.description FROM audiobooks;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 5, 'post', community_posts.title, community_posts.content FROM community_posts;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 6, 'comment', '', post_comments.content FROM post_comments;
--> statement-breakpoint
INSERT INTO site_fts(rowid, k, title, body) SELECT id * 8 + 7, 'page', cms_pages.title, cms_pages.body FROM cms_pages;
