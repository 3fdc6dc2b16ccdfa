import type { ReactNode } from 'react';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface BarSegment {
  key: string;
  label: string;
  value: number;
  /** Fill of the segment and the colour of a count printed on it. */
  color: string;
  textColor: string;
}

/** Share of the bar below which a segment is too narrow to print its count on. */
const MIN_SHARE_FOR_COUNT = 0.08;

/**
 * One stacked horizontal bar of counts. The bar itself is decoration for sighted users; the
 * numbers are in a list screen readers read, and in each segment's tooltip.
 */
export function StackedBar({
  title,
  segments,
  caption,
  badge,
  hideTitle = false,
  t,
}: {
  /** Names the bar; also the name of its list of numbers. */
  title: string;
  segments: BarSegment[];
  /** Text under the bar (totals, notes). */
  caption?: ReactNode;
  /** Shown next to the title (e.g. a provisional-norms badge). */
  badge?: ReactNode;
  /** When a heading right above already says what the bar is. */
  hideTitle?: boolean;
  t: TFunction;
}) {
  const { i18n } = useTranslation();
  const total = segments.reduce((sum, s) => sum + s.value, 0);
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const describe = (s: BarSegment) =>
    t('chart.value', {
      label: s.label,
      count: s.value,
      percent: percent.format(total ? s.value / total : 0),
    });
  return (
    <Stack gap={4}>
      {hideTitle ? null : (
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {badge}
        </Group>
      )}
      <div className="report-bar" aria-hidden="true">
        {segments
          .filter((s) => s.value > 0)
          .map((s) => (
            <span
              key={s.key}
              className="report-bar-segment"
              title={describe(s)}
              style={{ flexGrow: s.value, background: s.color, color: s.textColor }}
            >
              {s.value / total >= MIN_SHARE_FOR_COUNT ? s.value : ''}
            </span>
          ))}
      </div>
      <VisuallyHidden>
        <ul aria-label={title}>
          {segments.map((s) => (
            <li key={s.key}>{describe(s)}</li>
          ))}
        </ul>
      </VisuallyHidden>
      {total === 0 ? (
        <Text size="xs" c="dimmed">
          {t('chart.noData')}
        </Text>
      ) : null}
      {caption ? (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface LegendItem {
  key: string;
  label: string;
  color: string;
  /** A class drawn over the swatch (the unreliable stripes). */
  className?: string;
}

/** What the colours of the bars mean. */
export function ChartLegend({ items, t }: { items: LegendItem[]; t: TFunction }) {
  return (
    <ul className="report-legend" aria-label={t('chart.legend')}>
      {items.map((item) => (
        <li key={item.key}>
          <Text component="span" size="sm">
            <span
              className={`report-swatch ${item.className ?? ''}`}
              style={{ background: item.color }}
              aria-hidden="true"
            />
            {item.label}
          </Text>
        </li>
      ))}
    </ul>
  );
}
