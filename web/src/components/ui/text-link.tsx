import { Link, type LinkProps } from 'react-router-dom';

/** A link within running text or on its own line: bold and underlined, so colour is not its only cue. */
export const textLinkClass = 'font-semibold text-violet-900 underline underline-offset-4 hover:text-violet-700';

export function TextLink({ className = '', ...props }: LinkProps) {
  return <Link className={`${textLinkClass} ${className}`} {...props} />;
}
