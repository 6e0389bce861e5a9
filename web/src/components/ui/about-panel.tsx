import { useId, type ReactNode } from 'react';

export type InfoTile = { value: string; label: string; note?: string };

/**
 * A section's facts ("5-15 Min Reads", "43 Articles available"): the figure first, its name
 * under it, every tile's words starting on the same line whatever their length. Columns are
 * sized in em (grid-tiles), so large text gets one tile a row instead of broken words.
 */
function InfoTiles({ tiles, className = '' }: { tiles: InfoTile[]; className?: string }) {
  return (
    <dl className={`grid-tiles grid gap-3 ${className}`}>
      {tiles.map((t) => (
        <div key={t.label} className="flex flex-col-reverse justify-end rounded-lg border border-violet-200 bg-white p-3">
          <dt className="text-sm text-slate-700">
            {t.note ? (
              <>
                <span className="font-semibold text-slate-900">{t.label}</span> <span className="block">{t.note}</span>
              </>
            ) : (
              t.label
            )}
          </dt>
          <dd className="text-lg leading-snug font-bold text-violet-950">{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a list screen is and its facts, beside the list on a wide screen and after it on a
 * phone (ListLayout): the member came for the articles, books or posts, not for these.
 */
export function AboutPanel({
  title,
  intro,
  tiles,
  children,
}: {
  title: string;
  intro?: ReactNode;
  tiles: InfoTile[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="self-start rounded-xl border border-violet-200 bg-violet-50 p-5 text-slate-800">
      <h2 id={headingId} className="text-xl font-bold text-slate-950">
        {title}
      </h2>
      {intro && <p className="mt-2">{intro}</p>}
      <div className="mt-4">
        {/* One tile a row in the narrow column beside the list; side by side when under it. */}
        <InfoTiles tiles={tiles} className="lg:grid-cols-1" />
      </div>
      {children && <div className="mt-4 space-y-2">{children}</div>}
    </aside>
  );
}
