import type { ChatRoomDetail } from '@schemas/chat';
import {
  DEFAULT_MESSAGING_SETTINGS,
  DEFAULT_QUICK_PHRASES,
  type MessageView,
  type MessagingPerson,
  type MessagingSettings,
} from '@schemas/messages';

/** Messages for component tests, as the worker answers them. Only tests import it. */
export const alex: MessagingPerson = { id: 2, displayName: 'Alex Chen', initials: 'AC', profileImageUrl: null };
export const me: MessagingPerson = { id: 1, displayName: 'Sam Rivera', initials: 'SR', profileImageUrl: null };

export function aMessage(id: number, fields: Partial<MessageView> = {}): MessageView {
  const mine = fields.mine ?? false;
  return {
    id,
    clientId: `client-${id}-abcdef`,
    conversationId: 7,
    sender: mine ? me : alex,
    body: `Message number ${id}`,
    createdAt: new Date().toISOString(),
    editedAt: null,
    deleted: false,
    mine,
    reactions: [],
    ...fields,
  };
}

/** A member's messaging settings as the worker answers them: the defaults, with `fields` changed. */
export const messagingSettings = (fields: Partial<MessagingSettings> = {}): MessagingSettings => ({
  ...DEFAULT_MESSAGING_SETTINGS,
  quickPhrases: [...DEFAULT_QUICK_PHRASES],
  ...fields,
});

/** A chat room the member has joined ("Peer support", id 4), as the worker answers it; `fields` change it. */
export const aRoom = (fields: Partial<ChatRoomDetail> = {}): ChatRoomDetail => ({
  id: 4,
  name: 'Peer support',
  description: '',
  hereNow: 2,
  joined: true,
  unread: 0,
  lastActivityAt: null,
  slowModeSeconds: 0,
  canSend: true,
  cannotSendReason: null,
  mutedUntil: null,
  moderator: false,
  lastReadMessageId: 1,
  viewerName: me.displayName,
  ...fields,
});
