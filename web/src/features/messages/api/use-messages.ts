import type { MessagingSettings, Reaction } from '@/lib/api-types';
import { mutate } from 'swr';
import { client, read, type JsonBody, type Data } from '@/lib/api-client';
import { below, invalidate, readsOf, useApi } from '@/lib/use-api';

// The worker's messages API (docs/decisions/0024-messages-and-live-channels.md), typed from its routes.
const messages = client.api.messages;
const conversation = messages.conversations[':id'];
const message = conversation.messages[':messageId'];
const idParam = (id: number) => ({ param: { id: String(id) } });
const messageParam = (id: number, messageId: number) => ({ param: { id: String(id), messageId: String(messageId) } });

export type Box = 'inbox' | 'requests';

export const useConversations = (box: Box, page: number) => useApi(messages.conversations, { query: { box, page: String(page) } });
export const useConversation = (id: number | null) => useApi(conversation, id ? idParam(id) : null);
export const useUnread = (enabled: boolean) => useApi(messages.unread, enabled ? {} : null);
export const useMessagingSettings = () => useApi(messages.settings);

/** A page of history: the newest page, the one `before` an id, or what came `after` one (catching up). */
export const fetchMessages = (id: number, where: { before?: number; after?: number } = {}) =>
  read(
    conversation.messages.$get({
      ...idParam(id),
      query: {
        ...(where.before ? { before: String(where.before) } : {}),
        ...(where.after !== undefined ? { after: String(where.after) } : {}),
      },
    }),
  );

export const searchMembers = (q: string) => read(messages.members.$get({ query: { q } }));
/** The member a "Message" link names (/messages/new?to={id}): their public page's name. */
export const fetchMember = (id: number) => read(client.api.members[':id'].$get(idParam(id)));

export const startConversation = (input: JsonBody<typeof messages.conversations.$post>) =>
  read(messages.conversations.$post({ json: input }));
export const sendMessage = (id: number, input: JsonBody<typeof conversation.messages.$post>) =>
  read(conversation.messages.$post({ ...idParam(id), json: input }));
export const editMessage = (id: number, messageId: number, body: string) =>
  read(message.$patch({ ...messageParam(id, messageId), json: { body } }));
export const deleteMessage = (id: number, messageId: number) => read(message.$delete(messageParam(id, messageId)));
export const toggleReaction = (id: number, messageId: number, reaction: Reaction) =>
  read(message.reactions.$post({ ...messageParam(id, messageId), json: { reaction } }));
export const markRead = (id: number, lastReadMessageId: number) =>
  read(conversation.read.$post({ ...idParam(id), json: { lastReadMessageId } }));
export const acceptRequest = (id: number) => read(conversation.accept.$post(idParam(id)));
export const declineRequest = (id: number) => read(conversation.decline.$post(idParam(id)));
export const leaveConversation = (id: number) => read(conversation.leave.$post(idParam(id)));
export const sendTyping = (id: number) => read(conversation.typing.$post(idParam(id)));
export const saveMessagingSettings = (input: Partial<MessagingSettings>) => read(messages.settings.$patch({ json: input }));

/** The nav's count, set from a live event without a refetch. */
export const setUnread = (counts: UnreadCounts) => mutate(messages.unread.$path(), counts, { revalidate: false });

/** Every inbox page, request list and conversation, and the nav's count. */
export const inboxKeys = { all: [below(messages.conversations), readsOf(messages.unread)] };

/** After anything that changes lists or counts: every inbox page, request list and the nav count reload. */
export const invalidateInbox = () => invalidate(...inboxKeys.all);

// The answers its screens name, inferred from the routes.
export type ConversationDetail = Data<typeof conversation.$get>;
export type ConversationSummary = Data<typeof messages.conversations.$get>['conversations'][number];
export type UnreadCounts = Data<typeof messages.unread.$get>;
