import type { RoomLiveEvent, RoomPresence, RoomReactionsEvent } from '@schemas/chat';
import { MESSAGES_PAGE_SIZE, type MessageView, type MessagingPerson, type Reaction } from '@schemas/messages';
import { useCallback, useRef, useState, useEffect } from 'react';
import { mergeMessages, newestId, unsentOnly, type PendingMessage } from '@/components/messages/merge-messages';
import { toast } from '@/components/ui/toast/toast-store';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useLiveCatchUp, useLiveEvents, type LiveChannel } from '@/lib/live-channel';
import { fetchRoomMessages, sendRoomMessage, toggleRoomReaction } from '../api/use-chat';

type Loaded = { messages: MessageView[]; hasEarlier: boolean };

const NOT_SENT = 'Your message was not sent. Check your connection and try again.';

/**
 * A room's messages on screen, as a conversation's are (use-conversation-messages in messages):
 * the newest page, earlier pages on request, live messages from the room's channel, and after a
 * drop everything after the newest held, merged by id so nothing is lost or doubled. The room
 * sends one copy to everyone, so `mine` is set here from the sender. A refusal the member must
 * act on (slow mode's wait, a mute) is kept as `refusal`, for the compose box to show.
 */
export function useRoomMessages(
  roomId: number,
  viewerId: number | undefined,
  channel: LiveChannel<RoomLiveEvent>,
  onLiveMessage: (message: MessageView) => void,
  /** Members the viewer blocked: the room sends one copy to all, so their live messages are dropped here. */
  blocked: ReadonlySet<number> = new Set(),
  /** Someone else's reaction (added or taken away) to a message on screen, for the screen to announce. */
  onLiveReaction: (event: RoomReactionsEvent, message: MessageView) => void = () => {},
  /** Someone in the room is typing (only sent by members who turned typing indicators on). */
  onTyping: (member: MessagingPerson) => void = () => {},
) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [here, setHere] = useState<RoomPresence | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = useRef<MessageView[]>([]);
  held.current = loaded?.messages ?? [];
  const own = useCallback((m: MessageView): MessageView => ({ ...m, mine: m.sender !== null && m.sender.id === viewerId }), [viewerId]);

  const merge = useCallback(
    (incoming: MessageView[], hasEarlier?: boolean) =>
      setLoaded((current) => ({
        messages: mergeMessages(current?.messages ?? [], incoming.map(own)),
        hasEarlier: hasEarlier ?? current?.hasEarlier ?? false,
      })),
    [own],
  );

  useEffect(() => {
    let live = true;
    fetchRoomMessages(roomId).then(
      (page) => live && setLoaded({ messages: mergeMessages([], page.messages), hasEarlier: page.hasEarlier }),
      (problem: unknown) => live && setError(problem),
    );
    return () => {
      live = false;
    };
  }, [roomId]);

  /** The room's one copy says who made each reaction: the viewer's own "mine" is worked out here. */
  const applyReactions = (event: RoomReactionsEvent) => {
    const held = heldMessage(event.messageId);
    if (!held || held.deleted) return;
    const reactions = event.reactions.map(({ reaction, count, memberIds }) => ({
      reaction,
      count,
      mine: viewerId !== undefined && memberIds.includes(viewerId),
    }));
    const updated = { ...held, reactions };
    merge([updated]);
    if (event.by.id !== viewerId && !blocked.has(event.by.id)) onLiveReaction(event, updated);
  };
  const heldMessage = (id: number) => held.current.find((m) => m.id === id);

  useLiveEvents<RoomLiveEvent>(
    (event) => {
      if (event.type === 'presence') setHere(event.here);
      else if (event.type === 'room-reactions') {
        if (event.roomId === roomId) applyReactions(event);
      } else if (event.type === 'room-typing') {
        if (event.roomId === roomId && event.member.id !== viewerId && !blocked.has(event.member.id)) onTyping(event.member);
      } else if (event.roomId === roomId && !(event.message.sender && blocked.has(event.message.sender.id))) {
        const isNew = event.type === 'room-message' && !held.current.some((m) => m.id === event.message.id);
        merge([event.message]);
        if (isNew) onLiveMessage(own(event.message));
      }
    },
    true,
    channel,
  );

  useLiveCatchUp(() => {
    void (async () => {
      let after = newestId(held.current);
      for (;;) {
        const page = await fetchRoomMessages(roomId, { after });
        const fresh = page.messages.filter((m) => !held.current.some((h) => h.id === m.id));
        merge(page.messages);
        held.current = mergeMessages(held.current, page.messages);
        for (const message of fresh) onLiveMessage(own(message));
        if (page.messages.length < MESSAGES_PAGE_SIZE) break;
        after = newestId(page.messages);
      }
    })().catch(() => {
      // The next reconnect tries again; the status line already says live updates are paused.
    });
  }, channel);

  const loadEarlier = async () => {
    const oldest = held.current[0];
    if (!oldest || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchRoomMessages(roomId, { before: oldest.id });
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
      const message = await sendRoomMessage(roomId, { body, clientId });
      merge([message]);
      setPending((list) => list.filter((p) => p.clientId !== clientId));
      setRefusal(null);
    } catch (problem) {
      setPending((list) => list.map((p) => (p.clientId === clientId ? { ...p, failed: true } : p)));
      // Slow mode (429) and a mute (403) say what to do in words: shown by the compose box too.
      if (problem instanceof ApiError && (problem.status === 429 || problem.status === 403)) setRefusal(problem.serverMessage);
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

  /** Adds or takes away the viewer's reaction; the answer is the viewer's own view of the message. */
  const react = (message: MessageView, reaction: Reaction) =>
    toggleRoomReaction(roomId, message.id, reaction).then(
      (view) => merge([view]),
      (problem: unknown) =>
        toast({
          title: 'Error',
          description: errorMessage(problem, 'Your reaction was not saved. Please try again.'),
          variant: 'destructive',
        }),
    );

  const messages = loaded?.messages ?? [];
  return {
    react,
    messages,
    pending: unsentOnly(pending, messages),
    hasEarlier: loaded?.hasEarlier ?? false,
    loaded: loaded !== null,
    error,
    loadingEarlier,
    loadEarlier,
    send,
    retry,
    here,
    refusal,
    /** A deletion answered by the worker. */
    replace: (message: MessageView) => merge([message]),
  };
}
