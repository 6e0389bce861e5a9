import { Link } from 'react-router-dom';
import { avatarPerson } from '@/components/messages/message-item';
import { formatMessageTime } from '@/components/messages/message-time';
import { Avatar } from '@/components/ui/avatar';
import { messagePaths } from '../message-paths';
import { conversationName } from './conversation-names';
import type { ConversationSummary } from '../api/use-messages';

/** One conversation in the inbox: who, the last message's first line and time, and how many are unread. */
export function ConversationCard({ conversation }: { conversation: ConversationSummary }) {
  const name = conversationName(conversation);
  const last = conversation.lastMessage;
  const unread = conversation.unread;
  return (
    <Link
      to={messagePaths.conversation(conversation.id)}
      className={`flex items-start gap-3 rounded-xl border bg-white p-4 hover:bg-violet-50 ${unread ? 'border-violet-800 border-l-8' : 'border-slate-300'}`}
    >
      <span className="flex shrink-0 -space-x-3" aria-hidden="true">
        {conversation.members.slice(0, 2).map((m) => (
          <Avatar key={m.id} person={avatarPerson(m)} size="sm" />
        ))}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-lg font-bold break-words text-slate-950">{name}</span>
          {last && (
            <time dateTime={last.createdAt} className="text-sm text-slate-700">
              {formatMessageTime(last.createdAt)}
            </time>
          )}
        </span>
        {conversation.title && (
          <span className="block text-sm break-words text-slate-700">With {conversation.members.map((m) => m.displayName).join(', ')}</span>
        )}
        <span className="mt-1 block break-words text-slate-800">
          {last ? (
            <>
              {/* Who wrote it, when that is not obvious: the member's own, or one of several. */}
              {(last.mine || conversation.members.length > 1) && (
                <span className="font-semibold">{last.mine ? 'You' : (last.senderName ?? 'A former member')}: </span>
              )}
              {last.firstLine}
            </>
          ) : (
            'No messages yet'
          )}
        </span>
        {unread > 0 && (
          <span className="mt-2 inline-block rounded-full bg-violet-800 px-3 py-0.5 text-sm font-bold text-white">{unread} unread</span>
        )}
      </span>
    </Link>
  );
}
