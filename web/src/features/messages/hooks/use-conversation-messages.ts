import { useMessageThread } from '@/components/messages/use-message-thread';
import { useLiveEvents } from '@/lib/live-channel';
import { fetchMessages, sendMessage } from '../api/use-messages';
import type { MessageView } from '@/lib/api-types';

/**
 * One conversation's messages on screen (the shared thread: history in pages, sending, catching
 * up after a drop), fed by the member's own live channel: a new message, or a change to one
 * (an edit, a delete, a reaction) in this conversation.
 */
export function useConversationMessages(conversationId: number, onLiveMessage: (message: MessageView) => void) {
  const thread = useMessageThread({
    id: conversationId,
    fetchPage: (where) => fetchMessages(conversationId, where),
    post: (input) => sendMessage(conversationId, input),
    onLiveMessage,
  });

  useLiveEvents((event) => {
    if ((event.type === 'message' || event.type === 'message-updated') && event.conversationId === conversationId)
      thread.receive(event.message, { isNew: event.type === 'message' });
  });

  return thread;
}
