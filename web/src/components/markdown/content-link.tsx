import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The addresses an editor may link to: a path on this site (not "//host", which browsers
 * read as another site, nor "/\host"), an in-page "#anchor", http(s), mailto: and tel:.
 * An allow-list, so javascript:, data:, vbscript: and whatever comes next are refused.
 */
export function safeHref(url: string): string | null {
  const href = url.trim();
  if (!href || /\s/.test(href) || hasControlCharacter(href)) return null;
  if (/^\/(?![/\\])/.test(href) || href.startsWith('#')) return href;
  if (/^https?:\/\/[^/\\]/i.test(href)) return href;
  if (/^(mailto|tel):./i.test(href)) return href;
  return null;
}

const hasControlCharacter = (text: string) => Array.from(text).some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

type Props = { href: string; className?: string; children: ReactNode };

/**
 * A link whose address came from the CMS. Paths on this site go through the router; other
 * addresses open in the same tab (no surprise new window) without passing on the referrer.
 * A refused address leaves just its text.
 */
export function ContentLink({ href, className, children }: Props) {
  const safe = safeHref(href);
  if (!safe) return <>{children}</>;
  if (safe.startsWith('/')) {
    return (
      <Link to={safe} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={safe} className={className} rel={/^https?:/i.test(safe) ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}
