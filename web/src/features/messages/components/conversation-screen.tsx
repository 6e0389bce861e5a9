import { EDIT_WINDOW_MINUTES, NOT_DELIVERED_LABEL } from '@schemas/messages';
import { lazy, useCallback, useEffect, useRef } from 'react';
import { announcement } from '@/components/messages/announce-policy';
import type { MessageAction } from '@/components/messages/message-actions-menu';
import { ThreadView } from '@/components/messages/thread-view';
import { useTypingSignal } from '@/components/messages/use-typing-signal';
import { useReadMark, useThreadScreen } from '@/components/messages/use-thread-screen';
import { useLiveEvents } from '@/lib/live-channel';
import { mentions as mentionsName } from '@/lib/mentions';
import { useReadingConversation } from '@/lib/reading-conversation';
import { deleteMessage, markRead, sendTyping, setUnread, toggleReaction, useConversation, useMessagingSettings } from '../api/use-messages';
import { useConversationMessages } from '../hooks/use-conversation-messages';
import { conversationName, joinNames, otherMembers } from './conversation-names';
import { ConversationHeader } from './conversation-header';
import { RequestBanner } from './request-banner';
import type { MessageView } from '@/lib/api-types';

const EditMessageDialog = lazy(() => import('./edit-message-dialog'));

type Edit = { kind: 'edit'; message: MessageView };

const editable = (m: MessageView) => m.mine && !m.deleted && Date.now() - new Date(m.createdAt).getTime() < EDIT_WINDOW_MINUTES * 60_000;

const removal = {
  text: () => 'Everyone in the conversation will see "Message deleted" instead. This cannot be undone.',
  failure: 'Your message was not deleted. Please try again.',
  action: (message: MessageView) => deleteMessage(message.conversationId, message.id),
};

/** Edit (within the edit window) and Delete for the member's own messages, Report for others'. */
function actionsFor(
  message: MessageView,
  open: (dialog: { kind: 'edit' | 'delete' | 'report'; message: MessageView }) => void,
): MessageAction[] {
  const remove = { label: 'Delete', onSelect: () => open({ kind: 'delete', message }), destructive: true };
  if (message.deleted) return [];
  if (!message.mine) return [{ label: 'Report', onSelect: () => open({ kind: 'report', message }) }];
  return editable(message) ? [{ label: 'Edit', onSelect: () => open({ kind: 'edit', message }) }, remove] : [remove];
}

/** /messages/{id}: the conversation, its history, the compose box and quick replies, live (ThreadView). */
export function ConversationScreen({ conversationId, viewerId }: { conversationId: number; viewerId: number | undefined }) {
  const detail = useConversation(conversationId);
  const { data: settings } = useMessagingSettings();
  const screen = useThreadScreen<Edit>(settings);
  // A private message is always "mentions and private messages"; one that @mentions the member
  // by name is also said while they type (the detail lists the viewer among the members).
  const thread = useConversationMessages(conversationId, (message) => {
    const myName = detail.data?.members.find((m) => m.id === viewerId)?.displayName;
    const mentionsMe = Boolean(myName && !message.deleted && mentionsName(message.body, myName));
    screen.heard(message, {
      privateOrMention: true,
      mentionsMe,
      words: mentionsMe ? `${announcement(message)} (mentions you)` : announcement(message),
    });
  });
  const signalTyping = useTypingSignal(() => sendTyping(conversationId), Boolean(settings?.typingIndicators));
  useReadingConversation(conversationId);

  useLiveEvents((event) => {
    if (event.type === 'typing' && event.conversationId === conversationId && settings?.typingIndicators && event.member.id !== viewerId)
      screen.showTyping(event.member, conversationId);
    if ((event.type === 'conversation' || event.type === 'read') && event.conversationId === conversationId) void detail.mutate();
  });

  const mark = useCallback(
    (messageId: number) => markRead(conversationId, messageId).then(({ counts }) => void setUnread(counts)),
    [conversationId],
  );
  const onSeen = useReadMark(0, true, mark);

  const info = detail.data;
  // Accepting a request takes its banner, and the Accept button with it, away; the message box
  // opens once the conversation is read again, and is where the member goes next.
  const accepted = useRef(false);
  const canSend = Boolean(info?.canSend);
  useEffect(() => {
    if (!accepted.current || !canSend) return;
    accepted.current = false;
    screen.compose.current?.focus();
  }, [canSend, screen.compose]);
  const others = info ? otherMembers(info, viewerId) : [];
  const name = info ? conversationName({ title: info.title, members: others }) : '';
  const myLast = [...thread.messages].reverse().find((m) => m.mine);

  const statusOf = (message: MessageView) => {
    if (message.id !== myLast?.id) return null;
    if (info?.notDelivered) return NOT_DELIVERED_LABEL;
    return info?.seenMessageId !== null && info?.seenMessageId !== undefined && info.seenMessageId >= message.id ? 'Seen' : null;
  };

  return (
    <ThreadView
      screen={screen}
      thread={thread}
      header={<ConversationHeader detail={info} name={name} error={detail.error} shortcutsOn={settings?.shortcuts ?? true} />}
      banner={
        info?.myStatus === 'request' && (
          <RequestBanner
            conversationId={conversationId}
            from={joinNames(others.map((m) => m.displayName))}
            onAccepted={() => {
              accepted.current = true;
              return detail.mutate();
            }}
          />
        )
      }
      label={name ? `Messages with ${name}` : 'Messages'}
      canSend={canSend}
      cannotSendReason={info ? info.cannotSendReason : 'Loading…'}
      canReact
      toggleReaction={(messageId, reaction) => toggleReaction(conversationId, messageId, reaction)}
      onSeen={onSeen}
      actionsFor={(message) => actionsFor(message, screen.dialog.open)}
      itemExtras={(message) => ({ status: statusOf(message) })}
      onKeystroke={signalTyping}
      remove={removal}
      report={() => ({ conversationId })}
      ownDialog={(edit) => <EditMessageDialog message={edit.message} onClose={screen.dialog.close} onSaved={thread.replace} />}
    />
  );
}
