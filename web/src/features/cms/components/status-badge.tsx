// Pages are published, draft, archived or scheduled; forms and menus are
// active or inactive. The word is always shown: colour is never the only signal (WCAG 1.4.1).
const tones: Record<string, string> = {
  published: 'bg-green-100 text-green-900 border-green-700',
  active: 'bg-green-100 text-green-900 border-green-700',
  draft: 'bg-slate-100 text-slate-900 border-slate-600',
  inactive: 'bg-slate-100 text-slate-900 border-slate-600',
  archived: 'bg-amber-100 text-amber-950 border-amber-700',
  scheduled: 'bg-sky-100 text-sky-950 border-sky-700',
  open: 'bg-amber-100 text-amber-950 border-amber-700',
  resolved: 'bg-green-100 text-green-900 border-green-700',
  dismissed: 'bg-slate-100 text-slate-900 border-slate-600',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full border px-2.5 py-0.5 text-sm font-semibold capitalize ${tones[status] ?? tones.draft}`}>
      {status}
    </span>
  );
}
