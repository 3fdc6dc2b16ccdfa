import type { ReactNode } from 'react';

interface ProgressRingProps {
  /** 0-100. */
  percent: number;
  sizePx?: number;
  thicknessPx?: number;
  children?: ReactNode;
}

/**
 * A decorative progress ring (the text beside it carries the meaning). Plain SVG on purpose: the
 * UI kit's ring brings its tooltip machinery, which a child's first page does not need.
 */
export function ProgressRing({
  percent,
  sizePx = 140,
  thicknessPx = 14,
  children,
}: ProgressRingProps) {
  const radius = (sizePx - thicknessPx) / 2;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div
      aria-hidden="true"
      style={{ position: 'relative', width: sizePx, height: sizePx }}
      data-percent={clamped}
    >
      <svg width={sizePx} height={sizePx} viewBox={`0 0 ${sizePx} ${sizePx}`}>
        <circle
          cx={sizePx / 2}
          cy={sizePx / 2}
          r={radius}
          fill="none"
          stroke="var(--mantine-color-gray-3)"
          strokeWidth={thicknessPx}
        />
        {clamped > 0 ? (
          <circle
            cx={sizePx / 2}
            cy={sizePx / 2}
            r={radius}
            fill="none"
            stroke="var(--mantine-color-green-7)"
            strokeWidth={thicknessPx}
            strokeLinecap="round"
            strokeDasharray={`${(clamped / 100) * circumference} ${circumference}`}
            transform={`rotate(-90 ${sizePx / 2} ${sizePx / 2})`}
          />
        ) : null}
      </svg>
      <div
        style={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {children}
      </div>
    </div>
  );
}
