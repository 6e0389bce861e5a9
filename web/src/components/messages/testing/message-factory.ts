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
