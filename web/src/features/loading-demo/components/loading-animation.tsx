import { useEffect, useState } from 'react';
import { Icon, type IconName } from '@/components/ui/icons';
import { useReducedMotion } from '@/lib/use-reduced-motion';

// Seven icons, the icon changes every 800 ms and the dots every 500 ms.
export const LOADING_ICONS: IconName[] = ['headphones', 'mic', 'book', 'news', 'community', 'chat', 'heart'];
const ICON_INTERVAL_MS = 800;
const DOTS_INTERVAL_MS = 500;

export type LoadingSize = 'sm' | 'md' | 'lg';

const sizes: Record<LoadingSize, { icon: string; text: string; ring: string }> = {
  sm: { icon: 'size-6', text: 'text-sm', ring: 'size-12' },
  md: { icon: 'size-10', text: 'text-base', ring: 'size-20' },
  lg: { icon: 'size-14', text: 'text-xl', ring: 'size-28' },
};

/** An announced loading state: screen readers hear the message once, not every tick. */
export function LoadingAnimation({ message = 'Loading', size = 'md' }: { message?: string; size?: LoadingSize }) {
  const [tick, setTick] = useState(0);
  const [dots, setDots] = useState(0);
  // The device's setting or the widget's "Reduce motion": the icon and dots then stay still.
  const reduced = useReducedMotion();

  useEffect(() => {
    if (reduced) return;
    const icon = setInterval(() => setTick((t) => (t + 1) % LOADING_ICONS.length), ICON_INTERVAL_MS);
    const dot = setInterval(() => setDots((d) => (d + 1) % 4), DOTS_INTERVAL_MS);
    return () => {
      clearInterval(icon);
      clearInterval(dot);
    };
  }, [reduced]);

  const s = sizes[size];
  return (
    <div role="status" className="flex flex-col items-center gap-3">
      <span
        data-icon={LOADING_ICONS[tick]}
        className={`flex ${s.ring} items-center justify-center rounded-full bg-violet-100 text-violet-900`}
      >
        <Icon name={LOADING_ICONS[tick]!} className={s.icon} />
      </span>
      <span className={`${s.text} font-semibold text-slate-900`}>
        {message}
        <span aria-hidden="true" className="inline-block w-6 text-left">
          {'.'.repeat(reduced ? 3 : dots)}
        </span>
      </span>
    </div>
  );
}
