import { useEffect } from 'react';

/**
 * The conversation the member has on screen, if any. Its new messages are said by the
 * conversation itself ("Jordan Nguyen: …"), so the bell does not say "New notification" for them too.
 */
let reading: number | null = null;

export const readingConversation = () => reading;

/** Marks `conversationId` as the one on screen while mounted. */
export function useReadingConversation(conversationId: number): void {
  useEffect(() => {
    reading = conversationId;
    return () => {
      if (reading === conversationId) reading = null;
    };
  }, [conversationId]);
}
