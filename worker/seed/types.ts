// Shapes of the demo content. The data files in ./data hold only words and numbers; the
// seeder (./seed.ts) turns them into rows, generates audio and images, and fixes dates
// relative to the day it runs, so "new this week" is always true of some items.
import type { FormField, MenuItem } from '../src/db/schema';
import type { PageStatus } from '../src/schemas/cms-pages';
import type { PostCategory } from '../src/schemas/community';
import type { CampaignStatus } from '../src/schemas/donations';

/** A demo member who writes posts and comments (not one of the two sign-in accounts). */
export type DemoMember = { key: string; firstName: string; lastName: string; email: string };

export type NewsSeed = {
  title: string;
  excerpt: string;
  /** Paragraphs separated by a blank line ("\n\n"). Over 800 words, so every reading time is in the News tiles' "5-15 Min Reads". */
  content: string;
  author: string;
  tags: string[];
  /** Days before the seed date it was published (0-150). */
  daysAgo: number;
};

export type EpisodeSeed = {
  title: string;
  description: string;
  /** Speaker-labelled transcript, lines like "Host (Maya): ..." separated by "\n". */
  transcript: string;
  tags: string[];
};

export type AudiobookSeed = {
  title: string;
  author: string;
  narrator: string;
  description: string;
  category: string;
  publishedYear: number;
  isbn: string | null;
  isAccessible: boolean;
  hasTranscript: boolean;
  /** Days before the seed date it was added to the library (0-400). */
  daysAgo: number;
};

export type CommentSeed = {
  author: string;
  content: string;
  hoursAfterPost: number;
  /** A reply: the index of the earlier comment on the same post that it answers. */
  replyTo?: number;
};

export type PostSeed = {
  /** DemoMember.key of the author. */
  author: string;
  title: string;
  content: string;
  category: PostCategory;
  tags: string[];
  contentWarning?: string;
  hoursAgo: number;
  /** DemoMember.keys of members who liked it. */
  likedBy: string[];
  comments: CommentSeed[];
  /** Members (key or demo address) who read it up to the comment at this index: later ones are "new" to them. */
  readUpTo?: Record<string, number>;
};

export type PageSeed = {
  title: string;
  slug: string;
  /** Markdown. */
  body: string;
  status: PageStatus;
  /** For scheduled pages: days from the seed date until it goes live. */
  publishInDays?: number;
  /** Views per day for the last 14 days, newest last (the seeder records them). */
  dailyViews: number[];
  daysAgo: number;
};

export type TemplateSeed = { name: string; category: string; body: string; usageCount: number; daysAgo: number };
export type FormSeed = {
  name: string;
  fields: FormField[];
  isActive: boolean;
  daysAgo: number;
  submissions: { data: Record<string, string | boolean>; isRead: boolean; daysAgo: number }[];
};
export type MenuSeed = { name: string; location: string; isActive: boolean; items: MenuItem[] };
export type RedirectSeed = { fromUrl: string; toUrl: string; statusCode: 301 | 302 | 307 | 308; hitCount: number };
/** Images the seeder draws (SVG) and stores in R2 as CMS media. */
export type MediaSeed = { filename: string; alt: string; title: string; daysAgo: number };

export type CampaignSeed = {
  title: string;
  description: string;
  /** Decimal string in AUD, e.g. "25000.00". */
  goal: string;
  status: CampaignStatus;
  /** Days from the seed date to its end (negative: already ended); null for no end date. */
  endsInDays: number | null;
  /** A name for the receipt (or none), shown on the campaign only when showName is true. */
  donations: {
    amount: string;
    donorName: string | null;
    showName: boolean;
    email: string;
    daysAgo: number;
    /** Refunded by an admin this many days ago (decision 0037): kept on record, never counted. */
    refundedDaysAgo?: number;
  }[];
  /** Monthly gifts (test mode): each paid once a month, the last `payments` months, with its own receipts. */
  monthly?: { amount: string; donorName: string | null; showName: boolean; email: string; payments: number }[];
};
