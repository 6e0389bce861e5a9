import { MESSAGES_PAGE_SIZE } from '@schemas/messages';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { useLiveCatchUp, type LiveChannel } from '@/lib/live-channel';
import { useSubmit } from '@/lib/use-submit';
import { keepFocusOnMessage } from './keep-focus';
import { mergeMessages, newestId, unsentOnly, type PendingMessage } from './merge-messages';
import type { MessagePage, MessageView } from '@/lib/api-types';

type Loaded = { messages: MessageView[]; hasEarlier: boolean };

const NOT_SENT = 'Your message was not sent. Check your connection and try again.';

type Options<E> = {
  /** The conversation's or room's id: a new one starts with fresh state. */
  id: number;
  /** A page of history: the newest, the one `before` an id, or what came `after` one (catching up). */
  fetchPage: (where?: { before?: number; after?: number }) => Promise<MessagePage>;
  post: (input: { body: string; clientId: string }) => Promise<MessageView>;
  /** Each new message from someone else (live, or found catching up), for the screen to announce. */
  onLiveMessage: (message: MessageView) => void;
  /** The screen's own view of a message: a room's one live copy has `mine` set here from the sender. */
  own?: (message: MessageView) => MessageView;
  /** A send that failed, after the toast (a room keeps slow mode's and a mute's words for the compose box). */
  onSendFailed?: (problem: unknown) => void;
  /** A send the worker stored. */
  onSent?: () => void;
  /** The live channel the screen listens on (the member's own unless given): catching up follows its reconnects. */
  channel?: LiveChannel<E>;
};

const same = (message: MessageView) => message;

/**
 * One conversation's or room's messages on screen (private messages and chat rooms share it):
 * the newest page first, earlier pages on request, live messages as the screen's channel hands
 * them in (`receive`), and after the socket was down everything `after` the newest held. All of
 * it is merged by message id, so nothing is lost or shown twice. A message being sent shows at
 * once; a retry sends the same clientId, so the worker stores it once.
 */
export function useMessageThread<E>({ id, fetchPage, post, onLiveMessage, own = same, onSendFailed, onSent, channel }: Options<E>) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  // What is on screen, for the handlers (live events, catching up, Load earlier) to read.
  const held = useRef<MessageView[]>([]);
  useLayoutEffect(() => {
    held.current = loaded?.messages ?? [];
  });

  const merge = useCallback(
    (incoming: MessageView[], hasEarlier?: boolean) =>
      setLoaded((current) => ({
        messages: mergeMessages(current?.messages ?? [], incoming.map(own)),
        hasEarlier: hasEarlier ?? current?.hasEarlier ?? false,
      })),
    [own],
  );

  // The route keys the screen by conversation or room; `fetchPage` is read once per id.
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });
  useEffect(() => {
    let live = true;
    fetchRef.current().then(
      (page) => live && setLoaded({ messages: mergeMessages([], page.messages), hasEarlier: page.hasEarlier }),
      (problem: unknown) => live && setError(problem),
    );
    return () => {
      live = false;
    };
  }, [id]);

  /**
   * A message from the live channel: a new one (`isNew`, not held yet) is also handed to
   * onLiveMessage. A change to one on screen (deleted, its last reaction taken back) may take
   * away the control the member was on: focus then stays with the message.
   */
  const receive = (message: MessageView, { isNew }: { isNew: boolean }) => {
    const fresh = isNew && !held.current.some((m) => m.id === message.id);
    keepFocusOnMessage(message.id, () => merge([message]));
    if (fresh) onLiveMessage(own(message));
  };

  // Back after a drop: fetch everything after the newest held, a page at a time.
  useLiveCatchUp(() => {
    catchUp(held, fetchPage, merge, (message) => onLiveMessage(own(message))).catch(() => {
      // The next reconnect tries again; the status line already says live updates are paused.
    });
  }, channel);

  const earlier = useEarlier(held, fetchPage, merge);
  const { pending, send, retry } = useSending(post, merge, onSent, onSendFailed);

  const messages = loaded?.messages ?? [];
  return {
    messages,
    pending: unsentOnly(pending, messages),
    hasEarlier: loaded?.hasEarlier ?? false,
    loaded: loaded !== null,
    error,
    loadingEarlier: earlier.busy,
    loadEarlier: earlier.load,
    send,
    retry,
    receive,
    /** The message on screen with this id, if held. */
    find: (messageId: number) => held.current.find((m) => m.id === messageId),
    /** A change answered by the worker (an edit, a delete, a reaction). */
    replace: (message: MessageView) => merge([message]),
  };
}

/** Everything after the newest message held, a page at a time; each one not held yet is `heard`. */
async function catchUp(
  held: { current: MessageView[] },
  fetchPage: (where: { after: number }) => Promise<MessagePage>,
  merge: (incoming: MessageView[]) => void,
  heard: (message: MessageView) => void,
) {
  let after = newestId(held.current);
  for (;;) {
    const page = await fetchPage({ after });
    const fresh = page.messages.filter((m) => !held.current.some((h) => h.id === m.id));
    merge(page.messages);
    held.current = mergeMessages(held.current, page.messages);
    for (const message of fresh) heard(message);
    if (page.messages.length < MESSAGES_PAGE_SIZE) break;
    after = newestId(page.messages);
  }
}

/**
 * Messages on their way: each shows at once (optimistic), one that failed stays with Try again,
 * and a retry sends the same clientId, so the worker stores it once.
 */
function useSending(
  post: Options<unknown>['post'],
  merge: (incoming: MessageView[]) => void,
  onSent: (() => void) | undefined,
  onSendFailed: ((problem: unknown) => void) | undefined,
) {
  const [pending, setPending] = useState<PendingMessage[]>([]);
  // Not useSubmit: the message shows at once as being sent (optimistic), a failure stays on it
  // with Try again, and several can be on their way together; useSubmit is one action at a time
  // whose failure is only told.
  /** True once the message is stored (the screen says "Message sent"), false when it was not. */
  const deliver = async (clientId: string, body: string): Promise<boolean> => {
    try {
      const message = await post({ body, clientId });
      merge([message]);
      setPending((list) => list.filter((p) => p.clientId !== clientId));
      onSent?.();
      return true;
    } catch (problem) {
      setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: true } : p)));
      onSendFailed?.(problem);
      toast({ title: 'Not sent', description: errorMessage(problem, NOT_SENT), variant: 'destructive' });
      return false;
    }
  };

  const send = (body: string): Promise<boolean> => {
    const clientId = crypto.randomUUID();
    setPending((list) => [...list, { clientId, body, createdAt: new Date().toISOString(), failed: false }]);
    return deliver(clientId, body);
  };

  /** The same clientId again: if the first try was stored after all, the worker answers with it. */
  const retry = (clientId: string) => {
    const message = pending.find((p) => p.clientId === clientId);
    if (!message) return;
    setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: false } : p)));
    void deliver(clientId, message.body);
  };

  return { pending, send, retry };
}

/** "Load earlier messages": the page before the oldest held, through the one submit flow. */
function useEarlier(
  held: { current: MessageView[] },
  fetchPage: (where: { before: number }) => Promise<MessagePage>,
  merge: (incoming: MessageView[], hasEarlier?: boolean) => void,
) {
  const { busy, submit } = useSubmit({
    action: (before: number) => fetchPage({ before }),
    failure: 'Earlier messages could not be loaded. Please try again.',
    onSuccess: (page) => merge(page.messages, page.hasEarlier),
  });
  const load = async () => {
    const oldest = held.current[0];
    if (oldest) await submit(oldest.id);
  };
  return { busy, load };
}
