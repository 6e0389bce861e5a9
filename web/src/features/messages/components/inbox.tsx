import { CONVERSATIONS_PAGE_SIZE } from '@schemas/messages';
import { Link, useSearchParams } from 'react-router-dom';
import { LiveStatusLine } from '@/components/messages/live-status-line';
import { ButtonLink } from '@/components/ui/button';
import { ListStatus } from '@/components/ui/list-status';
import { Pager } from '@/components/ui/pager';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { useLiveCatchUp, useLiveEvents } from '@/lib/live-channel';
import { invalidateInbox, useConversations, useUnread, type Box } from '../api/use-messages';
import { useInboxAnnouncer } from '../hooks/use-inbox-announcer';
import { messagePaths } from '../message-paths';
import { ConversationCard } from './conversation-card';

const EMPTY: Record<Box, { title: string; text: string }> = {
  inbox: { title: 'No conversations yet', text: 'Start one with any member: choose New message and search for their name.' },
  requests: {
    title: 'No message requests',
    text: 'When someone you have not talked with messages you, it waits here until you accept or decline.',
  },
};

/**
 * /messages: conversations newest first, or the message requests, a page at a time. It stays
 * current without reloading: any live message or change reloads the lists and counts.
 */
export function Inbox() {
  const [params, setParams] = useSearchParams();
  const box: Box = params.get('box') === 'requests' ? 'requests' : 'inbox';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = useConversations(box, page);
  const { data: counts } = useUnread(true);
  useLiveEvents((event) => {
    if (event.type === 'message' || event.type === 'conversation' || event.type === 'message-updated') void invalidateInbox();
  });
  useLiveCatchUp(() => void invalidateInbox());
  const { chose, region } = useInboxAnnouncer({ box, data, counts });

  const tab = (which: Box, label: string) => (
    <Link
      to={which === 'requests' ? messagePaths.requests : messagePaths.inbox}
      aria-current={which === box ? 'page' : undefined}
      onClick={() => chose(which)}
      className={`inline-flex min-h-11 items-center border-b-4 px-3 font-semibold ${which === box ? 'border-violet-800 text-violet-950' : 'border-transparent text-slate-800 hover:border-slate-400'}`}
    >
      {label}
    </Link>
  );

  return (
    <div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <nav aria-label="Messages">
          <ul className="flex flex-wrap gap-2">
            <li>{tab('inbox', 'Conversations')}</li>
            <li>{tab('requests', counts?.requests ? `Message requests (${counts.requests})` : 'Message requests')}</li>
          </ul>
        </nav>
        <ButtonLink to={messagePaths.newConversation}>New message</ButtonLink>
      </div>
      <LiveStatusLine />
      {region}
      <ListStatus message={data && page > 1 ? `Page ${page}, ${data.conversations.length} conversations` : ''} />
      <div className="mt-6">
        {error ? (
          <ErrorState title="Your messages could not be loaded" text="Please check your connection and try again." />
        ) : isLoading || !data ? (
          <p className="text-slate-700">Loading conversations…</p>
        ) : data.conversations.length === 0 ? (
          <EmptyState title={EMPTY[box].title} text={EMPTY[box].text} />
        ) : (
          <>
            <h2 className="sr-only">{box === 'requests' ? 'Message requests' : 'Conversations'}</h2>
            <ul className="flex flex-col gap-3">
              {data.conversations.map((c) => (
                <li key={c.id}>
                  <ConversationCard conversation={c} />
                </li>
              ))}
            </ul>
            {data.totalPages > 1 && (
              <Pager
                page={page - 1}
                fullPage={page < data.totalPages && data.conversations.length === CONVERSATIONS_PAGE_SIZE}
                onPage={(next) => setParams({ ...(box === 'requests' ? { box } : {}), page: String(next + 1) })}
                label={box === 'requests' ? 'Message requests' : 'Conversations'}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
