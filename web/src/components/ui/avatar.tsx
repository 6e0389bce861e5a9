import { initials } from '@/lib/people';
import type { PersonSummary } from '@schemas/content';

/** The photo, or initials (lib/people.ts) in a circle; decorative, since the name is always beside it. */
export function Avatar({ person, size = 'md' }: { person: PersonSummary; size?: 'sm' | 'md' }) {
  // Sized in em, so the circle grows with the text size and the initials stay inside it.
  const box = size === 'sm' ? 'size-[2.5em] text-sm' : 'size-[2.75em] text-base';
  if (person.profileImageUrl) return <img src={person.profileImageUrl} alt="" className={`${box} shrink-0 rounded-full object-cover`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-teal-800 font-bold text-white`}
    >
      {initials(person)}
    </span>
  );
}
