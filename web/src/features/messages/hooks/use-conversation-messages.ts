import { MESSAGES_PAGE_SIZE, type MessageView } from '@schemas/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeMessages, newestId, unsentOnly, type PendingMessage } from '@/components/messages/merge-messages';
import { toast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useLiveCatchUp, useLiveEvents } from '@/lib/live-channel';
import { fetchMessages, sendMessage } from '../api/use-messages';

type Loaded = { messages: MessageView[]; hasEarlier: boolean };

const NOT_SENT = 'Your message was not sent. Check your connection and try again.';

/**
 * One conversation's messages on screen: the newest page first, earlier pages on request, live
 * messages as they come, and after the socket was down everything `after` the newest held. All
 * of it is merged by message id, so nothing is lost or shown twice. A message being sent shows at
 * once; a retry sends the same clientId, so the worker stores it once.
 */
export function useConversationMessages(conversationId: number, onLiveMessage: (message: MessageView) => void) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const held = useRef<MessageView[]>([]);
  held.current = loaded?.messages ?? [];

  const merge = useCallback((incoming: MessageView[], hasEarlier?: boolean) => {
    setLoaded((current) => ({
      messages: mergeMessages(current?.messages ?? [], incoming),
      hasEarlier: hasEarlier ?? current?.hasEarlier ?? false,
    }));
  }, []);

  // The route keys the screen by conversation, so a new one starts with fresh state.
  useEffect(() => {
    let live = true;
    fetchMessages(conversationId).then(
      (page) => live && setLoaded({ messages: mergeMessages([], page.messages), hasEarlier: page.hasEarlier }),
      (problem: unknown) => live && setError(problem),
    );
    return () => {
      live = false;
    };
  }, [conversationId]);

  useLiveEvents((event) => {
    if ((event.type === 'message' || event.type === 'message-updated') && event.conversationId === conversationId) {
      const isNew = event.type === 'message' && !held.current.some((m) => m.id === event.message.id);
      merge([event.message]);
      if (isNew) onLiveMessage(event.message);
    }
  });

  // Back after a drop: fetch everything after the newest held, a page at a time.
  useLiveCatchUp(() => {
    void (async () => {
      let after = newestId(held.current);
      for (;;) {
        const page = await fetchMessages(conversationId, { after });
        const fresh = page.messages.filter((m) => !held.current.some((h) => h.id === m.id));
        merge(page.messages);
        held.current = mergeMessages(held.current, page.messages);
        for (const message of fresh) onLiveMessage(message);
        if (page.messages.length < MESSAGES_PAGE_SIZE) break;
        after = newestId(page.messages);
      }
    })().catch(() => {
      // The next reconnect tries again; the status line already says live updates are paused.
    });
  });

  const loadEarlier = async () => {
    const oldest = held.current[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchMessages(conversationId, { before: oldest.id });
      merge(page.messages, page.hasEarlier);
    } catch (problem) {
      toast({
        title: 'Error',
        description: errorMessage(problem, 'Earlier messages could not be loaded. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setLoadingEarlier(false);
    }
  };

  const deliver = async (clientId: string, body: string) => {
    try {
      const message = await sendMessage(conversationId, { body, clientId });
      merge([message]);
      setPending((list) => list.filter((p) => p.clientId !== clientId));
    } catch (problem) {
      setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: true } : p)));
      toast({ title: 'Not sent', description: errorMessage(problem, NOT_SENT), variant: 'destructive' });
    }
  };

  const send = (body: string) => {
    const clientId = crypto.randomUUID();
    setPending((list) => [...list, { clientId, body, createdAt: new Date().toISOString(), failed: false }]);
    void deliver(clientId, body);
  };

  /** The same clientId again: if the first try was stored after all, the worker answers with it. */
  const retry = (clientId: string) => {
    const message = pending.find((p) => p.clientId === clientId);
    if (!message) return;
    setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: false } : p)));
    void deliver(clientId, message.body);
  };

  const messages = loaded?.messages ?? [];
  return {
    messages,
    pending: unsentOnly(pending, messages),
    hasEarlier: loaded?.hasEarlier ?? false,
    loaded: loaded !== null,
    error,
    loadingEarlier,
    loadEarlier,
    send,
    retry,
    /** An edit, delete or reaction answered by the worker. */
    replace: (message: MessageView) => merge([message]),
  };
}
