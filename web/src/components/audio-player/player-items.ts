import { paths } from '@/lib/paths';
import type { PlayerItem } from './player-context';

// What the app's player needs of an episode or a book, built in one place for the episode
// pages, the book pages and "Continue listening", which must all load the same item.

type EpisodeFields = { id: number; title: string; episodeNumber: number; audioUrl: string; thumbnailUrl: string | null; duration: number };
type BookFields = { id: number; title: string; author: string; audioUrl: string; coverImageUrl: string | null; duration: number };

/** Every episode is CripChat's, so they share one remembered speed. */
export const episodeItem = (episode: EpisodeFields): PlayerItem => ({
  kind: 'episode',
  itemId: episode.id,
  src: episode.audioUrl,
  title: episode.title,
  subtitle: `CripChat · Episode ${episode.episodeNumber}`,
  artworkUrl: episode.thumbnailUrl,
  durationHint: episode.duration,
  href: paths.episode(episode.id),
  rateKey: 'show:cripchat',
});

/** Each book remembers its own speed: one narrator each. */
export const bookItem = (book: BookFields): PlayerItem => ({
  kind: 'audiobook',
  itemId: book.id,
  src: book.audioUrl,
  title: book.title,
  subtitle: book.author,
  artworkUrl: book.coverImageUrl,
  durationHint: book.duration,
  href: paths.book(book.id),
  rateKey: `audiobook:${book.id}`,
});
