/** The universal-access figure, drawn inline so it follows the text colour in every mode. */
export function AccessIcon({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <circle cx="12" cy="4.5" r="2" />
      <path d="M4 8.5 12 10l8-1.5M12 10v4.5M8.5 21l3.5-6.5 3.5 6.5" />
    </svg>
  );
}
