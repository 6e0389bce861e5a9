import type { Comment } from '../api/use-community';

export type Thread = { comment: Comment; replies: Comment[] };

/**
 * The flat list (oldest first) as threads: each top-level comment with its replies under it,
 * one level deep (decision 0031). A reply whose thread is not in the list stands on its own.
 */
export function threadsOf(comments: readonly Comment[]): Thread[] {
  const threads = new Map<number, Thread>();
  const order: Thread[] = [];
  for (const comment of comments) {
    const parent = comment.threadId === null ? undefined : threads.get(comment.threadId);
    if (parent) parent.replies.push(comment);
    else {
      const thread = { comment, replies: [] };
      threads.set(comment.id, thread);
      order.push(thread);
    }
  }
  return order;
}
