/** Shown while it is not yet known whether the visitor is signed in: a spinner with "Loading...". */
export function FullPageSpinner() {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-slate-800">
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-violet-200 border-t-violet-800 motion-reduce:animate-none"
      />
      <span className="text-lg">Loading...</span>
    </div>
  );
}

/** A smaller spinner for a part of a screen (a tab, a dialog) that is loading. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 text-slate-800">
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-violet-200 border-t-violet-800 motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
