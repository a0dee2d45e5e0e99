import { useEffect, useState } from 'react';
import { cn } from '../../lib/class-names';

const RING_SIZES = {
  sm: { diameter: 80, stroke: 6 },
  md: { diameter: 120, stroke: 8 },
  lg: { diameter: 160, stroke: 10 },
} as const;

export type ProgressRingSize = keyof typeof RING_SIZES;

/** Rings start at 0 and sweep to the value after this delay (spec part 2 §4). */
export const RING_ANIMATION_DELAY_MS = 100;
export const RING_ANIMATION_DURATION_MS = 1000;

/** Scores arrive from AI output, so anything non-numeric shows 0 and out-of-range values are clamped. */
export function clampRingValue(value: unknown, max = 100): number {
  const numeric = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || value === null || value === '' || !Number.isFinite(numeric)) return 0;
  return Math.min(max, Math.max(0, numeric));
}

export interface ProgressRingProps {
  value: unknown;
  max?: number;
  size?: ProgressRingSize;
  /** Accessible name, e.g. 'Overall score'. */
  label: string;
  /** Text in the middle; defaults to the clamped value. */
  centerText?: string;
  durationMs?: number;
  /** Tailwind stroke colour class for the arc. */
  arcClassName?: string;
  className?: string;
}

export function ProgressRing({
  value,
  max = 100,
  size = 'md',
  label,
  centerText,
  durationMs = RING_ANIMATION_DURATION_MS,
  arcClassName = 'stroke-primary',
  className,
}: ProgressRingProps) {
  const target = clampRingValue(value, max);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    setShown(0);
    const timer = setTimeout(() => setShown(target), RING_ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);

  const { diameter, stroke } = RING_SIZES[size];
  const radius = (diameter - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const fraction = max > 0 ? shown / max : 0;

  return (
    // A native <meter> cannot draw the ring; the ARIA meter role gives the same semantics.
    // biome-ignore lint/a11y/useSemanticElements: the SVG ring needs a container element
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={target}
      className={cn('relative inline-flex items-center justify-center', className)}
      // Never wider than its container: a narrow card shrinks the ring (the viewBox scales it) instead of overflowing.
      style={{ width: diameter, maxWidth: '100%', aspectRatio: '1 / 1' }}
    >
      <svg viewBox={`0 0 ${diameter} ${diameter}`} className="size-full -rotate-90" aria-hidden="true">
        <circle
          cx={diameter / 2}
          cy={diameter / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          className="stroke-muted"
        />
        <circle
          cx={diameter / 2}
          cy={diameter / 2}
          r={radius}
          fill="none"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          className={arcClassName}
          style={{ transition: `stroke-dashoffset ${durationMs}ms ease-out` }}
        />
      </svg>
      <span className="absolute text-center font-semibold" aria-hidden="true">
        {centerText ?? Math.round(target)}
      </span>
    </div>
  );
}
