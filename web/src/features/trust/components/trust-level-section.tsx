import { NEW_MEMBER_LIMITS, TRUST_MEASURES } from '@schemas/trust';
import { ErrorState } from '@/components/ui/states';
import { useTrust } from '../api/use-trust';
import { FlagOutcomes } from './flag-outcomes';

const HEADING_ID = 'trust-level-heading';

/**
 * "Your Trust Level" on the account page: the level the worker computed (or an editor set), what
 * a new member may not do yet, and what unlocks the next level, as progress in words.
 */
export function TrustLevelSection() {
  const { data: trust, error, isLoading } = useTrust();
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-950">
        Your Trust Level
      </h2>
      {isLoading && (
        <p role="status" className="mt-2 text-slate-700">
          Loading your trust level…
        </p>
      )}
      {error && (
        <div className="mt-4">
          <ErrorState level={3} title="Unable to Load Your Trust Level" text="We couldn't load your trust level. Please try again." />
        </div>
      )}
      {trust && (
        <div className="mt-3 rounded-xl border border-slate-300 bg-white p-4 text-lg text-slate-800 sm:p-6">
          <p className="font-semibold text-slate-950">
            {trust.staff ? 'Staff: no limits apply to you.' : `Level ${trust.level}: ${trust.name}`}
          </p>
          {trust.setByEditor && !trust.staff && <p className="mt-1">An editor set this level for you.</p>}
          {trust.level === 0 && !trust.staff && (
            <>
              <p className="mt-3">While you are new, you can post and comment, with these limits:</p>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                <li>at most {NEW_MEMBER_LIMITS.linksPerPost} links in a post or comment, and no images;</li>
                <li>{NEW_MEMBER_LIMITS.postsPerDay} posts a day;</li>
                <li>private messages only to people who have written to you first.</li>
              </ul>
            </>
          )}
          {trust.next && (
            <>
              <h3 className="mt-4 text-xl font-bold text-slate-950">
                To reach level {trust.next.level} ({trust.next.name})
              </h3>
              <ul className="mt-1 list-disc space-y-1 pl-6">
                {trust.next.needs.map((n) => (
                  <li key={n.measure}>
                    {Math.min(n.have, n.need)} of {n.need} {TRUST_MEASURES[n.measure]}
                    {n.have >= n.need ? ' (done)' : ''}
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-base text-slate-700">Time counts while a post is open in front of you, up to 10 minutes a post.</p>
            </>
          )}
        </div>
      )}
      <FlagOutcomes />
    </section>
  );
}
