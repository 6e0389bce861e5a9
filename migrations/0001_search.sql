-- Full-text search (SQLite FTS5): external-content indexes over news and audiobooks, kept in
-- sync by triggers. Hand-written because drizzle-kit does not model virtual tables.
-- unicode61 folds case and diacritics. No porter stemmer: it rewrites query prefixes
-- ("employ" becomes "emploi"), which breaks the prefix matching that finds "employment".
CREATE VIRTUAL TABLE news_fts USING fts5(title, excerpt, content, content='news_articles', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER news_fts_after_insert AFTER INSERT ON news_articles BEGIN
  INSERT INTO news_fts(rowid, title, excerpt, content) VALUES (new.id, new.title, new.excerpt, new.content);
END;
--> statement-breakpoint
CREATE TRIGGER news_fts_after_delete AFTER DELETE ON news_articles BEGIN
  INSERT INTO news_fts(news_fts, rowid, title, excerpt, content) VALUES ('delete', old.id, old.title, old.excerpt, old.content);
END;
--> statement-breakpoint
CREATE TRIGGER news_fts_after_update AFTER UPDATE OF title, excerpt, content ON news_articles BEGIN
  INSERT INTO news_fts(news_fts, rowid, title, excerpt, content) VALUES ('delete', old.id, old.title, old.excerpt, old.content);
  INSERT INTO news_fts(rowid, title, excerpt, content) VALUES (new.id, new.title, new.excerpt, new.content);
END;
--> statement-breakpoint
INSERT INTO news_fts(news_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE VIRTUAL TABLE audiobooks_fts USING fts5(title, author, narrator, description, content='audiobooks', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER audiobooks_fts_after_insert AFTER INSERT ON audiobooks BEGIN
  INSERT INTO audiobooks_fts(rowid, title, author, narrator, description) VALUES (new.id, new.title, new.author, new.narrator, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER audiobooks_fts_after_delete AFTER DELETE ON audiobooks BEGIN
  INSERT INTO audiobooks_fts(audiobooks_fts, rowid, title, author, narrator, description) VALUES ('delete', old.id, old.title, old.author, old.narrator, old.description);
END;
--> statement-breakpoint
CREATE TRIGGER audiobooks_fts_after_update AFTER UPDATE OF title, author, narrator, description ON audiobooks BEGIN
  INSERT INTO audiobooks_fts(audiobooks_fts, rowid, title, author, narrator, description) VALUES ('delete', old.id, old.title, old.author, old.narrator, old.description);
  INSERT INTO audiobooks_fts(rowid, title, author, narrator, description) VALUES (new.id, new.title, new.author, new.narrator, new.description);
END;
--> statement-breakpoint
INSERT INTO audiobooks_fts(audiobooks_fts) VALUES ('rebuild');
