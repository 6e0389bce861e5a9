import { Link, type LinkProps } from 'react-router-dom';

/** A link within running text or on its own line: bold and underlined, so colour is not its only cue. */
export const textLinkClass = 'font-semibold text-violet-900 underline underline-offset-4 hover:text-violet-700';

/** A person's name as a link to their member page: underlined (colour is not the only cue), at least 24 px tall. */
export const authorLinkClass = 'inline-flex min-h-6 items-center underline underline-offset-4 hover:text-violet-800';

export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`${textLinkClass} ${className}`} {...props} />;
}
