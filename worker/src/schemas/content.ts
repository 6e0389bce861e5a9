// The shapes the content API returns (news, episodes, books, posts). The worker's services are typed
// against them and the web imports them, so they are written once.

export type NewsArticle = {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  imageUrl: string | null;
  publishedAt: string;
  readingTime: number;
  tags: string[];
};

/** An article in a list or search result: what its card shows, the excerpt or the start of the body (never the whole body). */
export type NewsArticleCard = Omit<NewsArticle, 'content'>;

export type PodcastEpisode = {
  id: number;
  title: string;
  description: string;
  audioUrl: string;
  thumbnailUrl: string | null;
  episodeNumber: number;
  publishedAt: string;
  duration: number;
  tags: string[];
  transcript: string | null;
};

/** An episode in the list: everything but the transcript, which only the episode's page shows. */
export type PodcastEpisodeCard = Omit<PodcastEpisode, 'transcript'>;

export type Audiobook = {
  id: number;
  title: string;
  author: string;
  narrator: string;
  description: string;
  category: string;
  coverImageUrl: string | null;
  audioUrl: string;
  duration: number;
  publishedYear: number;
  isbn: string | null;
  isAccessible: boolean;
  hasTranscript: boolean;
};

/**
 * A member as others see them. `email` is only filled in for the viewer's own posts and
 * comments: members' addresses are not shown to each other (docs/decisions/0003).
 */
/** GET /api/audiobooks/{id}: the book, and whether the member has it in their favourites. */
export type AudiobookDetail = Audiobook & { isFavourite: boolean };

export type PersonSummary = {
  /** Their member page is /members/{id}. */
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
};

export type CommunityPost = {
  id: number;
  title: string;
  content: string;
  category: string;
  tags: string[];
  contentWarning: string | null;
  createdAt: string;
  /** Later than createdAt once the author edited it (its earlier versions: decision 0038). */
  updatedAt: string;
  likesCount: number;
  commentsCount: number;
  likedByMe: boolean;
  /** Comments added since the viewer last read it (decision 0031); 0 if they never opened it. */
  newComments: number;
  /** The viewer wrote it (may edit and delete it) / may hide or delete it (editors). */
  canEdit: boolean;
  canModerate: boolean;
  user: PersonSummary;
};

export type DashboardSummary = {
  news: { total: number; newThisWeek: number };
  podcasts: { total: number };
  audiobooks: { total: number; newThisMonth: number };
  community: { total: number; activeDiscussions: number };
};

export const mediaUrl = (key: string) => `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
