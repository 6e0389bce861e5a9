import type { client, Data } from './api-client';

// The worker's answers that several features and the shared components name, inferred from the
// typed client so they follow the worker's routes (a feature's own live in its api module).
// Live frames and value lists (a kind, a reaction) are not answers of a route: their types come
// from the shared schemas, through here, so a screen imports no type from @schemas.

type Api = typeof client.api;

/** The signed-in member (GET /api/auth/user). */
export type CurrentUser = NonNullable<Data<Api['auth']['user']['$get']>>;

/** A message in a conversation or a room (one shape for both). */
export type MessagePage = Data<Api['messages']['conversations'][':id']['messages']['$get']>;
export type MessageView = MessagePage['messages'][number];
export type ReactionCount = MessageView['reactions'][number];
export type Reaction = ReactionCount['reaction'];
/** Who sent a message, as messages and rooms name them. */
export type MessagingPerson = NonNullable<MessageView['sender']>;
/** Announcements, typing indicators, shortcuts and quick phrases (rooms follow the same ones). */
export type MessagingSettings = Data<Api['messages']['settings']['$get']>;
export type AnnounceMode = MessagingSettings['announce'];

/** An episode's or a book's chapters and bookmarks, and which of the two an item is. */
export type Chapter = Data<Api['chapters'][':kind'][':id']['$get']>['chapters'][number];
export type Bookmark = Data<Api['bookmarks'][':kind'][':id']['$get']>['bookmarks'][number];
export type { ListenableKind } from '@schemas/listening';
export type { BookmarkInput } from '@schemas/bookmarks';

/** An author as a post, a comment or a member page shows them. */
export type PersonSummary = Data<Api['community']['posts']['$get']>[number]['user'];
