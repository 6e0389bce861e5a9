CREATE TABLE `giving_statement_mails` (
	`email` text NOT NULL,
	`year` integer NOT NULL,
	`sent_at` text NOT NULL,
	PRIMARY KEY(`email`, `year`)
);
