import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingAnimation, type LoadingSize } from './loading-animation';

const OVERLAY_DURATION_MS = 3000;

const presets = [
  'Loading news',
  'Loading your podcast',
  'Opening the library',
  'Loading the community',
  'Saving your changes',
  'Signing you in',
];
const demoSizes: LoadingSize[] = ['sm', 'md', 'lg'];

export function LoadingDemo() {
  const [overlay, setOverlay] = useState(false);

  useEffect(() => {
    if (!overlay) return;
    const timer = setTimeout(() => setOverlay(false), OVERLAY_DURATION_MS);
    return () => clearTimeout(timer);
  }, [overlay]);

  return (
    <div className="space-y-12">
      <section aria-labelledby="sizes-heading">
        <h2 id="sizes-heading" className="text-2xl font-bold text-slate-950">
          Three Sizes
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-3">
          {demoSizes.map((size) => (
            <li key={size} className="rounded-xl border border-slate-300 bg-white p-6">
              <h3 className="mb-4 text-center font-semibold text-slate-800">Size {size}</h3>
              <LoadingAnimation size={size} message="Loading" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="presets-heading">
        <h2 id="presets-heading" className="text-2xl font-bold text-slate-950">
          Six Presets
        </h2>
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {presets.map((message) => (
            <li key={message} className="rounded-xl border border-slate-300 bg-white p-6">
              <LoadingAnimation message={message} size="sm" />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="overlay-heading">
        <h2 id="overlay-heading" className="text-2xl font-bold text-slate-950">
          Full-Page Overlay
        </h2>
        <p className="mt-2 text-slate-700">Covers the page for 3 seconds, as when a whole screen is loading.</p>
        <Button className="mt-4" onClick={() => setOverlay(true)} disabled={overlay}>
          Show full-page loading
        </Button>
      </section>
      {overlay && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/95" data-testid="loading-overlay">
          <LoadingAnimation size="lg" message="Loading the page" />
        </div>
      )}
    </div>
  );
}
