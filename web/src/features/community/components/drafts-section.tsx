import { Button } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { TextLink } from '@/components/ui/text-link';
import { formatLongDateTime } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useSubmit } from '@/lib/use-submit';
import { deleteDraft, invalidateDrafts, useDrafts, type Draft } from '../api/use-drafts';

const HEADING_ID = 'drafts-heading';
const EXCERPT_CHARS = 120;

/** What the draft is for, as its link says it. */
export function draftName(d: Draft): string {
  if (d.postId === null) return `New post: ${d.title.trim() || 'Untitled'}`;
  return `${d.replyToId === null ? 'Comment on' : 'Reply on'} “${d.postTitle ?? 'a post'}”`;
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_CHARS ? `${line.slice(0, EXCERPT_CHARS).trimEnd()}…` : line;
};

/**
 * "Drafts" on the account page (decision 0038): what the member began writing in the forum,
 * newest first, each linking back to its form, with Delete. A deleted row is gone, so focus
 * goes to the section's heading.
 */
export function DraftsSection() {
  const { data, error, isLoading } = useDrafts();
  const remove = useSubmit({
    action: (d: Draft) => deleteDraft(d.id),
    refresh: invalidateDrafts,
    success: 'Draft deleted',
    failure: 'We could not delete the draft. Please try again.',
    onSuccess: () => document.getElementById(HEADING_ID)?.focus(),
  });
  const drafts = data?.drafts;
  return (
    <PageSection
      id={HEADING_ID}
      title="Drafts"
      focusable
      intro="Posts, comments and replies you started in the community are kept here until you post them."
      read={{ isLoading, error }}
      loading="Loading your drafts…"
      failed={{ title: 'Unable to Load Drafts', text: "We couldn't load your drafts. Please try again." }}
    >
      {drafts && drafts.length === 0 && <p className="mt-6 text-slate-700">You have no drafts.</p>}
      {drafts && drafts.length > 0 && (
        <ul className="mt-6 grid gap-3" aria-label="Your drafts">
          {drafts.map((d) => (
            <li
              key={d.id}
              className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm"
            >
              {/* At least 12em (of text, which the widget enlarges): at 200 % text on a phone Delete goes under the draft, not beside it. */}
              <div className="min-w-0 flex-[1_1_12em]">
                <TextLink to={paths.draft(d)} className="text-lg font-semibold wrap-anywhere">
                  {draftName(d)}
                </TextLink>
                {d.content.trim() && <p className="mt-1 text-slate-800 wrap-anywhere">{excerpt(d.content)}</p>}
                <p className="mt-1 text-sm text-slate-700">Saved {formatLongDateTime(d.updatedAt)}</p>
              </div>
              <Button variant="secondary" busy={remove.busy} onClick={() => void remove.submit(d)}>
                Delete <span className="sr-only">draft: {draftName(d)}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
