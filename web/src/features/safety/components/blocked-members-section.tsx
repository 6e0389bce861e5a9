import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';
import { useDialog } from '@/lib/use-dialog';
import { useBlocks } from '../api/use-blocks';
import { BlockDialog } from './block-dialog';
import type { MessagingPerson } from '@/lib/api-types';

const HEADING_ID = 'blocked-members-heading';

/**
 * "Blocked Members" on the account page: who the member blocked, each with Unblock (which asks
 * first). After an unblock the row is gone, so focus goes to the section's heading.
 */
export function BlockedMembersSection() {
  const { data: blocks, error, isLoading } = useBlocks();
  const unblocking = useDialog<MessagingPerson>();
  return (
    <PageSection
      id={HEADING_ID}
      title="Blocked Members"
      focusable
      intro="Members you block cannot message you or see your profile, and you do not see their posts and comments. They are not told. To block someone, use Block on their member page."
      read={{ isLoading, error }}
      loading="Loading the members you blocked…"
      failed={{ title: 'Unable to Load Blocked Members', text: "We couldn't load the members you blocked. Please try again." }}
    >
      {blocks && blocks.length === 0 && <p className="mt-6 text-slate-700">You have not blocked anyone.</p>}
      {blocks && blocks.length > 0 && (
        <ul className="mt-6 grid gap-3" aria-label="Members you blocked">
          {blocks.map((person) => (
            <li
              key={person.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm"
            >
              <TextLink to={paths.member(person.id)} className="min-w-0 text-lg font-semibold wrap-anywhere">
                {person.displayName}
              </TextLink>
              <Button variant="secondary" onClick={() => unblocking.open(person)}>
                Unblock <span className="sr-only">{person.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {unblocking.current && (
          <BlockDialog
            memberId={unblocking.current.id}
            name={unblocking.current.displayName}
            blocking={false}
            onClose={unblocking.close}
            fallbackFocus={HEADING_ID}
          />
        )}
      </Suspense>
    </PageSection>
  );
}
