import { Suspense } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { displayName } from '@/lib/people';
import { useDialog } from '@/lib/use-dialog';
import { useBlocks } from '../api/use-blocks';
import { BlockDialog } from './block-dialog';

type Member = { id: number; firstName: string | null; lastName: string | null };

/**
 * On another member's page: "Message" them (`messageHref`, the messages screens' address), and Block or Unblock (each asks first). Shown once
 * the member's blocks are known, so the button never says the wrong thing.
 */
export function MemberSafetyActions({ member, messageHref }: { member: Member; messageHref: string }) {
  const { data: blocks } = useBlocks();
  const asking = useDialog<true>();
  if (!blocks) return null;
  const name = displayName(member);
  const blocked = blocks.some((b) => b.id === member.id);
  return (
    <div className="mt-6">
      <div className="flex flex-wrap gap-3">
        {!blocked && (
          <ButtonLink to={messageHref}>
            Message <span className="sr-only">{name}</span>
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={() => asking.open(true)}>
          {blocked ? 'Unblock' : 'Block'} <span className="sr-only">{name}</span>
        </Button>
      </div>
      {blocked && (
        <p className="mt-3 rounded-lg border-2 border-slate-300 bg-slate-50 p-4 text-slate-800">
          You blocked {name}. They cannot message you or see your profile, and they are not told.
        </p>
      )}
      <Suspense fallback={null}>
        {asking.current && <BlockDialog memberId={member.id} name={name} blocking={!blocked} onClose={asking.close} />}
      </Suspense>
    </div>
  );
}
