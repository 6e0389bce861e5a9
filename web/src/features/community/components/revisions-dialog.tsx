import { Modal } from '@/components/ui/dialog';
import { UserText } from '@/components/ui/user-text';
import { formatLongDateTime } from '@/lib/format';
import type { CommunityKind } from '@/lib/moderation';
import { useRevisions } from '../api/use-community';

type Props = { kind: CommunityKind; id: number; onClose: () => void };

/**
 * "Edited": the earlier versions of a post or comment, newest first, each with when it was
 * written and when an edit replaced it (decision 0038). Each version is a heading, so a screen
 * reader moves between them as through the discussion.
 */
export default function RevisionsDialog({ kind, id, onClose }: Props) {
  const { data, error, isLoading } = useRevisions(kind, id);
  const what = kind === 'posts' ? 'post' : 'comment';
  const versions = data?.revisions;
  return (
    <Modal open onClose={onClose} title="Earlier versions" description={`What this ${what} said before it was edited, newest first.`}>
      {isLoading && <p role="status">Loading the earlier versions…</p>}
      {error && <p className="text-red-800">The earlier versions could not be loaded. Please try again later.</p>}
      {versions && versions.length === 0 && <p>There are no earlier versions.</p>}
      {versions && versions.length > 0 && (
        <ol className="grid gap-4">
          {versions.map((v) => (
            <li key={v.replacedAt + v.writtenAt} className="rounded-xl border border-slate-300 p-4">
              <h3 className="text-base font-semibold text-slate-950">
                Written <time dateTime={v.writtenAt}>{formatLongDateTime(v.writtenAt)}</time>
              </h3>
              <p className="text-sm text-slate-700">
                Replaced <time dateTime={v.replacedAt}>{formatLongDateTime(v.replacedAt)}</time>
              </p>
              {v.title !== null && <p className="mt-2 font-semibold wrap-anywhere">{v.title}</p>}
              <div className="mt-2 wrap-anywhere">
                <UserText text={v.content} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
