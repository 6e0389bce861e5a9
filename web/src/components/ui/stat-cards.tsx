// The figure cards at the top of the CMS and donations screens. A description list, so a
// screen reader pairs each figure with its name, read in the order it is shown.

type StatCard = { label: string; value: string; detail?: string };

/** A card's figure: "…" while it loads, "Unavailable" when it could not. */
export const statValue = (text: string | undefined, failed: unknown) => (failed ? 'Unavailable' : (text ?? '…'));

type Props = { headingId: string; cards: StatCard[]; columns: string };

export function StatCards({ headingId, cards, columns }: Props) {
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="sr-only">
        Summary
      </h2>
      <dl className={`grid grid-cols-1 gap-4 ${columns}`}>
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-300 bg-white p-5">
            <dt className="text-sm font-semibold text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold break-words text-slate-950">
              {card.value}
              {card.detail !== undefined && <span className="mt-1 block text-sm font-normal text-slate-700">{card.detail}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
