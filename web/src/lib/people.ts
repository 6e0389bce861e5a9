import type { PersonSummary } from '@schemas/content';

/** Anyone with a name (a member page has no email: `email` is optional). */
type Person = (Pick<PersonSummary, 'firstName' | 'lastName'> & { email?: string | null }) | null | undefined;

/** Always some name: first + last, else first, else email, else "Anonymous User". */
export function displayName(person: Person): string {
  if (person?.firstName && person.lastName) return `${person.firstName} ${person.lastName}`;
  return person?.firstName || person?.email || 'Anonymous User';
}

/** Always some initials: first letters of first and last name, else first name, else email, else "U". */
export function initials(person: Person): string {
  if (person?.firstName && person.lastName) return `${person.firstName[0]}${person.lastName[0]}`.toUpperCase();
  if (person?.firstName) return person.firstName[0]!.toUpperCase();
  if (person?.email) return person.email[0]!.toUpperCase();
  return 'U';
}
