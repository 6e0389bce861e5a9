import type { ComponentPropsWithRef } from 'react';

/**
 * A file field: the browser's own (its button and the chosen file's name are read by every
 * screen reader and work with every switch and voice-control tool), with the button on a line
 * of its own. Beside the button, at 200 % text on a phone, "No file chosen" was cut to "N…".
 * The button looks like a secondary button (greyed while the field is disabled, as one is): the
 * form's own button (Upload) is the primary one.
 * `className` adds to the shared look (its spacing).
 */
export function FileInput({ className = '', ...props }: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  return (
    <input
      {...props}
      type="file"
      className={`block w-full max-w-full text-slate-900 file:mb-2 file:block file:min-h-11 file:rounded-lg file:border-2 file:border-violet-800 file:bg-white file:px-4 file:font-semibold file:text-violet-900 file:hover:bg-violet-50 disabled:file:border-slate-400 disabled:file:text-slate-600 ${className}`}
    />
  );
}
