import * as v from 'valibot';

// A name is shown to other people and put in mails: "Hello {name}," and "{name} replied to you".
// Text that a mail program or a browser would turn into a link does not belong in one (issue 52:
// an account made with someone else's address greeted them "Hello your donation failed. Pay again
// at https://…"). Every name field (joining, the profile, a gift's name, a passkey's) refuses it
// with the same words, in the form and in the worker.

export const NAME_LINK_MESSAGE =
  'A name cannot include a link or web address, such as example.com. If your name has a full stop in it, put a space after it.';

// The dots of internationalised domain names (ideographic and full-width) make links too.
const DOT = '[.\\u3002\\uFF0E\\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';

const LINK_SHAPES = [
  // Any scheme with slashes: https://, ftp://, app-name://.
  /\p{L}[\p{L}\p{N}+.-]*:\/\//u,
  // Schemes that need no slashes to be followed.
  /(?:^|[^\p{L}\p{N}])(?:https?|ftp|mailto|tel|sms|javascript|data|file|www):/iu,
  new RegExp(`(?:^|[^\\p{L}\\p{N}])www\\d{0,3}${DOT}`, 'iu'),
  // A bare domain (example.com, pay.example.co.uk, an address's domain, a punycode one): mail
  // programs link any of these, whatever its ending, so every ending of two letters or more counts.
  new RegExp(`${LABEL}(?:${DOT}${LABEL})*${DOT}(?:\\p{L}{2,}|xn--[a-z\\d-]+)(?![\\p{L}\\p{N}])`, 'iu'),
  // An IPv4 address.
  /(?:^|\D)\d{1,3}(?:\.\d{1,3}){3}(?:\D|$)/,
];

/** Whether text holds anything that would show as a link. Full-width and compatibility forms count as what they stand for. */
export const looksLikeLink = (text: string): boolean => {
  const plain = text.normalize('NFKC');
  return LINK_SHAPES.some((shape) => shape.test(plain));
};

/** The rule, as a step of a name field's pipe (after trimming). */
export const noLinks = () => v.check((name: string) => !looksLikeLink(name), NAME_LINK_MESSAGE);

/** A name as it may appear in a mail: null when it holds a link (a name kept from before the rule, or given by a sign-in provider). */
export const safeName = (name: string | null | undefined): string | null => (name && !looksLikeLink(name) ? name : null);
