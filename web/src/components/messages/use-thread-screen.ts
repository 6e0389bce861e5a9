import { useCallback, useRef, useState } from 'react';
import { useDialog } from '@/lib/use-dialog';
import { useSubmit } from '@/lib/use-submit';
import { announcement, createTypingGate, heldWhileTyping, onNewMessage } from './announce-policy';
import { useAnnouncer } from './announcer';
import { keepFocusOnMessage, ownReactionWords } from './keep-focus';
import { useKeyboardInset } from './use-keyboard-inset';
import type { MessageView, MessagingPerson, MessagingSettings, Reaction } from '@/lib/api-types';

type Heard = { privateOrMention: boolean; mentionsMe: boolean; words?: string };

/** The dialogs every thread offers on a message; a conversation or a room adds its own kinds. */
export type ThreadDialog = { kind: 'delete' | 'report'; message: MessageView };

/**
 * What a message thread screen holds whether it is a conversation or a chat room: the draft,
 * whether the member is typing, the message box, the open dialog, the announcer, the line that
 * says who else is typing, and the member's own reactions. The screens differ only in what they
 * pass in (decision 0051).
 */
export function useThreadScreen<D extends { kind: string } = ThreadDialog>(settings: MessagingSettings | undefined) {
  const { announce, region } = useAnnouncer();
  const [draft, setDraft] = useState('');
  const typing = useRef(false);
  const compose = useRef<HTMLTextAreaElement>(null);
  const dialog = useDialog<ThreadDialog | D>();
  const [typingGate] = useState(() => createTypingGate());
  const [someoneTyping, setSomeoneTyping] = useState<string | null>(null);
  useKeyboardInset();

  // Messages that came while the member typed and were not said then: summed up once they stop.
  const held = useRef(0);

  /**
   * A new message from someone else, said as the member's settings ask (`privateOrMention`: a
   * conversation always, a room when it mentions them), in `words`; their "typing…" line ends.
   * While the member types it waits, unless it mentions them (`mentionsMe`).
   */
  const heard = (message: MessageView, { privateOrMention, mentionsMe, words = announcement(message) }: Heard) => {
    if (!settings) return;
    const next = onNewMessage(message, { ...settings, typing: typing.current, privateOrMention, mentionsMe });
    if (next === 'say') announce(words);
    if (next === 'hold') held.current += 1;
    if (!message.mine) setSomeoneTyping(null);
  };

  // Typing indicators are off by default; with them on, "Name is typing…" shows under the log
  // and is said at most once per conversation or room per minute.
  const showTyping = useCallback(
    (member: MessagingPerson, threadId: number) => {
      const words = `${member.displayName} is typing…`;
      setSomeoneTyping(words);
      setTimeout(() => setSomeoneTyping((now) => (now === words ? null : now)), 8000);
      if (typingGate(threadId)) announce(words);
    },
    [typingGate, announce],
  );

  // Typing ends when the member sends, empties the box or leaves it: what waited is told then.
  const setTyping = useCallback(
    (now: boolean) => {
      typing.current = now;
      if (now || held.current === 0) return;
      announce(heldWhileTyping(held.current));
      held.current = 0;
    },
    [announce],
  );

  return { settings, announce, region, draft, setDraft, typing, setTyping, compose, dialog, someoneTyping, heard, showTyping };
}

export type ThreadScreen<D extends { kind: string }> = ReturnType<typeof useThreadScreen<D>>;

/**
 * The member's own reaction: the message keeps focus if its chip went, and the change is said
 * (the chip changing says nothing on its own). One reaction at a time, through the one submit flow.
 */
export function useReact(
  toggleReaction: (messageId: number, reaction: Reaction) => Promise<MessageView>,
  replace: (message: MessageView) => void,
  announce: (words: string) => void,
) {
  const { submit } = useSubmit<{ message: MessageView; reaction: Reaction }, { changed: MessageView; reaction: Reaction }>({
    action: async ({ message, reaction }) => ({ changed: await toggleReaction(message.id, reaction), reaction }),
    failure: 'Your reaction was not saved. Please try again.',
    onSuccess: ({ changed, reaction }) => {
      keepFocusOnMessage(changed.id, () => replace(changed));
      announce(ownReactionWords(changed, reaction));
    },
  });
  return (message: MessageView, reaction: Reaction) => void submit({ message, reaction });
}

/**
 * The read mark: the newest message the member has had in view, sent once each (never while
 * the tab is hidden); a failed send is tried again with the next message seen.
 */
export function useReadMark(lastReadMessageId: number, enabled: boolean, mark: (messageId: number) => Promise<unknown>) {
  const lastRead = useRef(lastReadMessageId);
  return useCallback(
    (messageId: number) => {
      if (!enabled || messageId <= lastRead.current || document.visibilityState === 'hidden') return;
      lastRead.current = messageId;
      mark(messageId).catch(() => {
        lastRead.current = 0;
      });
    },
    [enabled, mark],
  );
}
