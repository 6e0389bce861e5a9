import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/lib/paths';

const HEADING_ID = 'saved-heading';

/** "Saved" on the account page: where the member's saved posts and comments are (issue 20). */
export function SavedSection() {
  return (
    <section aria-labelledby={HEADING_ID} className="mt-10">
      <h2 id={HEADING_ID} className="text-2xl font-bold text-slate-950">
        Saved
      </h2>
      <p className="mt-2 text-slate-700">Posts and comments you saved in the community, to come back to.</p>
      <p className="mt-3 text-lg">
        <TextLink to={paths.saved} className="inline-block py-1">
          Your saved posts and comments
        </TextLink>
      </p>
    </section>
  );
}
