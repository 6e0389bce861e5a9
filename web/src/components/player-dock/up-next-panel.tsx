import { useId, useRef, type RefObject } from 'react';
import { UpNextList } from './up-next-list';

/** The dock's "Up next" panel. Escape closes it and hands focus back to its button. */
export function UpNextPanel({
  id,
  onClose,
  toggleRef,
}: {
  id: string;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  return (
    <div
      id={id}
      role="group"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
        toggleRef.current?.focus();
      }}
      className="max-h-[50vh] overflow-y-auto border-b-2 border-slate-300 px-3 py-3 sm:px-6"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold text-slate-950 outline-none">
        Up next
      </h2>
      <UpNextList headingRef={heading} />
    </div>
  );
}
