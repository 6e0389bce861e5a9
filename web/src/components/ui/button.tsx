import type { AnchorHTMLAttributes, ComponentProps } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'ghost' | 'light' | 'outline-light';

const variants: Record<Variant, string> = {
  primary: 'bg-violet-800 text-white hover:bg-violet-900 disabled:bg-slate-600 aria-disabled:bg-slate-600',
  secondary:
    'border-2 border-violet-800 bg-white text-violet-900 hover:bg-violet-50 disabled:border-slate-400 disabled:text-slate-600 aria-disabled:border-slate-400 aria-disabled:text-slate-600',
  ghost: 'text-violet-900 hover:bg-violet-50 disabled:text-slate-500 aria-disabled:text-slate-500',
  light: 'bg-amber-300 text-slate-950 hover:bg-amber-200',
  'outline-light': 'border-2 border-white text-white hover:bg-white/10',
};

// Targets are at least 44 px tall: comfortable for limited motor control (WCAG 2.5.8 asks 24).
export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2 text-base font-semibold transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${variants[variant]} ${extra}`;

type ButtonProps = ComponentProps<'button'> & {
  variant?: Variant;
  /**
   * Working on it: the button says so and ignores presses, but stays focusable
   * (aria-disabled, not disabled). A disabled button loses focus, and a keyboard or
   * screen-reader user is dropped at the top of the page.
   */
  busy?: boolean;
};

export function Button({ variant, className = '', type = 'button', busy, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // A busy submit button must not submit its form again either.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}

export function ButtonLink({ variant, className = '', ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

/** For the worker's full-page routes (/api/login, /api/logout): a real navigation, not the router. */
export function ButtonAnchor({ variant, className = '', ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: Variant }) {
  return <a className={buttonClass(variant, className)} {...props} />;
}
