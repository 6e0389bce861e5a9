import { EDIT_WINDOW_MINUTES, NOT_DELIVERED_LABEL, type MessageView, type Reaction } from '@schemas/messages';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { announcement, createTypingGate, shouldAnnounce } from '@/components/messages/announce-policy';
import { useAnnouncer } from '@/components/messages/announcer';
import { keepFocusOnMessage, messageElementId, ownReactionWords, retryKeepingFocus } from '@/components/messages/keep-focus';
import { ComposeBox } from '@/components/messages/compose-box';
import { LiveStatusLine } from '@/components/messages/live-status-line';
import { MessageActionsMenu, type MessageAction } from '@/components/messages/message-actions-menu';
import { MessageItem, PendingItem } from '@/components/messages/message-item';
import { MessageLog } from '@/components/messages/message-log';
import { formatMessageTime } from '@/components/messages/message-time';
import { useKeyboardInset } from '@/components/messages/use-keyboard-inset';
import { useTypingSignal } from '@/components/messages/use-typing-signal';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useLiveEvents } from '@/lib/live-channel';
import { useDialog } from '@/lib/use-dialog';
import { markRead, sendTyping, setUnread, toggleReaction, useConversation, useMessagingSettings } from '../api/use-messages';
import { useConversationMessages } from '../hooks/use-conversation-messages';
import { conversationName, joinNames, otherMembers } from './conversation-names';
import { ConversationHeader } from './conversation-header';
import { QuickReplies } from '@/components/messages/quick-replies';
import { RequestBanner } from './request-banner';

const EditMessageDialog = lazy(() => import('./edit-message-dialog'));
const DeleteMessageDialog = lazy(() => import('./delete-message-dialog'));
// The safety tools' dialog (web/src/components/messages): reasons, details, to the editors' queue.
const ReportMessageDialog = lazy(() => import('@/components/messages/report-message-dialog'));

type Dialog = { kind: 'edit' | 'delete' | 'report'; message: MessageView };

const editable = (m: MessageView) => m.mine && !m.deleted && Date.now() - new Date(m.createdAt).getTime() < EDIT_WINDOW_MINUTES * 60_000;

/** /messages/{id}: the conversation, its history, the compose box and quick replies, live. */
export function ConversationScreen({ conversationId, viewerId }: { conversationId: number; viewerId: number | undefined }) {
  const detail = useConversation(conversationId);
  const { data: settings } = useMessagingSettings();
  const { announce, region } = useAnnouncer();
  const [draft, setDraft] = useState('');
  const typing = useRef(false);
  const compose = useRef<HTMLTextAreaElement>(null);
  const dialog = useDialog<Dialog>();
  const [typingGate] = useState(() => createTypingGate());
  const [someoneTyping, setSomeoneTyping] = useState<string | null>(null);
  const lastRead = useRef(0);
  useKeyboardInset();

  const onLiveMessage = (message: MessageView) => {
    if (!settings) return;
    if (shouldAnnounce(message, { ...settings, typing: typing.current, privateOrMention: true })) announce(announcement(message));
    if (!message.mine) setSomeoneTyping(null);
  };
  const thread = useConversationMessages(conversationId, onLiveMessage);
  const signalTyping = useTypingSignal(() => sendTyping(conversationId), Boolean(settings?.typingIndicators));

  useLiveEvents((event) => {
    if (event.type === 'typing' && event.conversationId === conversationId && settings?.typingIndicators && event.member.id !== viewerId) {
      const words = `${event.member.displayName} is typing…`;
      setSomeoneTyping(words);
      setTimeout(() => setSomeoneTyping((now) => (now === words ? null : now)), 8000);
      if (typingGate(conversationId)) announce(words);
    }
    if ((event.type === 'conversation' || event.type === 'read') && event.conversationId === conversationId) void detail.mutate();
  });

  const onSeen = useCallback(
    (messageId: number) => {
      if (messageId <= lastRead.current || document.visibilityState === 'hidden') return;
      lastRead.current = messageId;
      markRead(conversationId, messageId).then(
        ({ counts }) => setUnread(counts),
        () => {
          lastRead.current = 0;
        },
      );
    },
    [conversationId],
  );

  const react = (message: MessageView, reaction: Reaction) =>
    toggleReaction(conversationId, message.id, reaction).then(
      (changed) => {
        keepFocusOnMessage(changed.id, () => thread.replace(changed));
        announce(ownReactionWords(changed, reaction));
      },
      (problem: unknown) =>
        toast({
          title: 'Error',
          description: errorMessage(problem, 'Your reaction was not saved. Please try again.'),
          variant: 'destructive',
        }),
    );

  const info = detail.data;
  // Accepting a request takes its banner, and the Accept button with it, away; the message box
  // opens once the conversation is read again, and is where the member goes next.
  const accepted = useRef(false);
  const canSend = Boolean(info?.canSend);
  useEffect(() => {
    if (!accepted.current || !canSend) return;
    accepted.current = false;
    compose.current?.focus();
  }, [canSend]);
  const others = info ? otherMembers(info, viewerId) : [];
  const name = info ? conversationName({ title: info.title, members: others }) : '';
  const shortcutsOn = settings?.shortcuts ?? true;
  const myLast = [...thread.messages].reverse().find((m) => m.mine);

  const statusOf = (message: MessageView) => {
    if (message.id !== myLast?.id) return null;
    if (info?.notDelivered) return NOT_DELIVERED_LABEL;
    return info?.seenMessageId !== null && info?.seenMessageId !== undefined && info.seenMessageId >= message.id ? 'Seen' : null;
  };

  const actionsFor = (message: MessageView): MessageAction[] =>
    editable(message)
      ? [
          { label: 'Edit', onSelect: () => dialog.open({ kind: 'edit', message }) },
          { label: 'Delete', onSelect: () => dialog.open({ kind: 'delete', message }), destructive: true },
        ]
      : message.mine && !message.deleted
        ? [{ label: 'Delete', onSelect: () => dialog.open({ kind: 'delete', message }), destructive: true }]
        : !message.mine && !message.deleted
          ? [{ label: 'Report', onSelect: () => dialog.open({ kind: 'report', message }) }]
          : [];

  return (
    <div>
      <ConversationHeader detail={info} name={name} error={detail.error} shortcutsOn={shortcutsOn} />
      <LiveStatusLine />
      {info?.myStatus === 'request' && (
        <RequestBanner
          conversationId={conversationId}
          from={joinNames(others.map((m) => m.displayName))}
          onAccepted={() => {
            accepted.current = true;
            return detail.mutate();
          }}
        />
      )}
      {thread.error ? (
        <p className="my-6 text-slate-800">The messages could not be loaded. Please check your connection and reload.</p>
      ) : !thread.loaded ? (
        <p className="my-6 text-slate-700" aria-busy="true">
          Loading messages…
        </p>
      ) : (
        <MessageLog
          label={name ? `Messages with ${name}` : 'Messages'}
          messages={thread.messages}
          pending={thread.pending}
          hasEarlier={thread.hasEarlier}
          loadingEarlier={thread.loadingEarlier}
          onLoadEarlier={() => void thread.loadEarlier()}
          onSeen={onSeen}
          onCompose={() => compose.current?.focus()}
          shortcutsOn={shortcutsOn}
          renderMessage={(message, item) => (
            <MessageItem
              key={message.id}
              message={message}
              status={statusOf(message)}
              onReact={(reaction) => void react(message, reaction)}
              {...item}
              actions={
                !message.deleted && (
                  <MessageActionsMenu
                    label={`Actions for ${message.mine ? 'your message' : `message from ${message.sender?.displayName ?? 'a former member'}`} at ${formatMessageTime(message.createdAt)}`}
                    inTabOrder={item.current}
                    reactions={message.reactions}
                    onReact={(reaction) => void react(message, reaction)}
                    actions={actionsFor(message)}
                  />
                )
              }
            />
          )}
          renderPending={(p, item) => (
            <PendingItem
              key={p.clientId}
              pending={p}
              onRetry={() => retryKeepingFocus(p.clientId, thread.retry, compose.current, announce)}
              {...item}
            />
          )}
          afterLog={info?.canSend && settings && <QuickReplies phrases={settings.quickPhrases} onChoose={setDraft} compose={compose} />}
          footer={
            <>
              {someoneTyping && <p className="mb-1 text-sm text-slate-700 italic">{someoneTyping}</p>}
              <ComposeBox
                ref={compose}
                value={draft}
                onChange={setDraft}
                onSend={thread.send}
                onTypingChange={(now) => {
                  typing.current = now;
                }}
                onKeystroke={signalTyping}
                disabled={info ? !info.canSend : true}
                disabledReason={info ? info.cannotSendReason : 'Loading…'}
              />
            </>
          }
        />
      )}
      {region}
      <Suspense fallback={null}>
        {dialog.current?.kind === 'edit' && (
          <EditMessageDialog message={dialog.current.message} onClose={dialog.close} onSaved={thread.replace} />
        )}
        {dialog.current?.kind === 'delete' && (
          <DeleteMessageDialog
            message={dialog.current.message}
            onClose={dialog.close}
            onDeleted={thread.replace}
            // Deleting takes the message's actions button (the dialog's opener) away.
            fallbackFocus={messageElementId(dialog.current.message.id)}
          />
        )}
        {dialog.current?.kind === 'report' && (
          <ReportMessageDialog conversationId={conversationId} messageId={dialog.current.message.id} open onClose={dialog.close} />
        )}
      </Suspense>
    </div>
  );
}
