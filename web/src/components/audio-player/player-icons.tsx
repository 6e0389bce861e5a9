import { IconSvg } from '@/components/ui/icons';

// The player's own drawings, in the same line style as every other icon (components/ui/icons.tsx).

export const PlayIcon = ({ className }: { className?: string }) => (
  <IconSvg className={className}>
    <path d="M7 4.5v15l12.5-7.5L7 4.5Z" fill="currentColor" />
  </IconSvg>
);

export const PauseIcon = ({ className }: { className?: string }) => (
  <IconSvg className={className}>
    <path d="M7 4.5h3.5v15H7zM13.5 4.5H17v15h-3.5z" fill="currentColor" />
  </IconSvg>
);

/** A circular arrow with the skip length inside; `forward` mirrors the arrow, not the numerals. */
export const SkipIcon = ({
  forward = false,
  seconds,
  className = 'size-7',
}: {
  forward?: boolean;
  seconds: number;
  className?: string;
}) => (
  <IconSvg className={className}>
    <g transform={forward ? 'matrix(-1 0 0 1 24 0)' : undefined}>
      <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
      <path d="M4.5 3.5v3.7h3.7" />
    </g>
    <text x="12" y="15.2" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
      {seconds}
    </text>
  </IconSvg>
);

export const VolumeIcon = ({ className = 'size-6' }: { className?: string }) => (
  <IconSvg className={className}>
    <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4v-5Z" />
    <path d="M15.5 9a4 4 0 0 1 0 6M18 6.5a7.5 7.5 0 0 1 0 11" />
  </IconSvg>
);

/** Three sliders: the player's settings. */
export const SettingsIcon = ({ className = 'size-6' }: { className?: string }) => (
  <IconSvg className={className}>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </IconSvg>
);

/** Lines with a play mark: the "Up next" queue. */
export const QueueIcon = ({ className = 'size-6' }: { className?: string }) => (
  <IconSvg className={className}>
    <path d="M4 6h16M4 12h10M4 18h10" />
    <path d="M17 14.5v7l4.5-3.5-4.5-3.5Z" fill="currentColor" />
  </IconSvg>
);

/** Corners pointing outwards: open the full player. */
export const ExpandIcon = ({ className = 'size-6' }: { className?: string }) => (
  <IconSvg className={className}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </IconSvg>
);
