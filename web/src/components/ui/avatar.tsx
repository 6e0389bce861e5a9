import { initials } from '@/lib/people';
import type { PersonSummary } from '@/lib/api-types';

type Person = Pick<PersonSummary, 'firstName' | 'lastName' | 'profileImageUrl'> & { email?: string | null };

// Sized in em, so the circle grows with the text size and the initials stay inside it. The
// width and height are the size at 100 % text: the browser keeps the room before the photo
// arrives and never lays out a large upload at its own size (docs/decisions/0021).
const SIZES = {
  sm: { box: 'size-[2.5em] text-sm', px: 35 },
  md: { box: 'size-[2.75em] text-base', px: 44 },
  lg: { box: 'size-[3em] text-4xl', px: 108 },
} as const;

/**
 * The photo, or initials (lib/people.ts) in a circle. Decorative where the name is beside it
 * (posts, comments); `label` ("Photo of Sam Rivera") where the photo stands on its own.
 */
export function Avatar({ person, size = 'md', label }: { person: Person; size?: keyof typeof SIZES; label?: string }) {
  const { box, px } = SIZES[size];
  if (person.profileImageUrl)
    return (
      <img
        src={person.profileImageUrl}
        alt={label ?? ''}
        width={px}
        height={px}
        decoding="async"
        className={`${box} shrink-0 rounded-full object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-800 font-bold text-white`}
    >
      {initials(person)}
    </span>
  );
}
