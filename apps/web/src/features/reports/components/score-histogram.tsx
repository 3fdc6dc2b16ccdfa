import { Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';

const BAR_COLOR = '#1c7ed6';
const WIDTH = 100;
const HEIGHT = 48;

/** The range of bin `i` of ten on a 0-100 scale: 0–9 ... 90–100. */
const binRange = (i: number) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9 });

/**
 * A small histogram of ten bins (one grade of one task). The drawing is hidden from screen
 * readers; the counts per bin are in a list they read.
 */
export function ScoreHistogram({
  title,
  bins,
  t,
}: {
  title: string;
  bins: readonly number[];
  t: TFunction;
}) {
  const max = Math.max(1, ...bins);
  const slot = WIDTH / bins.length;
  return (
    <figure className="report-histogram">
      <figcaption>
        <Text size="xs" fw={600}>
          {title}
        </Text>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 1}`} aria-hidden="true" focusable="false">
        {bins.map((count, i) => {
          const h = (count / max) * HEIGHT;
          return (
            <rect
              key={i}
              x={i * slot + 0.5}
              y={HEIGHT - h}
              width={slot - 1}
              height={h}
              fill={BAR_COLOR}
            >
              <title>{t('scores.bin', { ...binRange(i), count })}</title>
            </rect>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke="#495057" />
      </svg>
      <Text size="xs" c="dimmed" aria-hidden="true" style={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>0</span>
        <span>50</span>
        <span>100</span>
      </Text>
      <VisuallyHidden>
        <ul aria-label={title}>
          {bins.map((count, i) => (
            <li key={i}>{t('scores.bin', { ...binRange(i), count })}</li>
          ))}
        </ul>
      </VisuallyHidden>
    </figure>
  );
}
