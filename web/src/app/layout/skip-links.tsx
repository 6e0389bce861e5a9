const links = [
  { href: '#main-content', label: 'Skip to main content' },
  { href: '#main-navigation', label: 'Skip to navigation' },
  { href: '#footer', label: 'Skip to footer' },
];

/** Hidden until focused, then shown at the top left (SPEC section 2). */
export function SkipLinks() {
  return (
    <nav aria-label="Skip links" className="contents print:hidden">
      {links.map((l) => (
        <a
          key={l.href}
          href={l.href}
          className="sr-only z-[100] rounded-md bg-amber-300 px-4 py-3 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          onClick={(event) => {
            // Move focus too, not only the scroll position, so the next Tab continues there.
            const target = document.querySelector<HTMLElement>(l.href);
            if (target) {
              event.preventDefault();
              target.focus();
              target.scrollIntoView();
            }
          }}
        >
          {l.label}
        </a>
      ))}
    </nav>
  );
}
