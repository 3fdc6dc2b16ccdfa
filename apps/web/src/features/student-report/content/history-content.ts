import type { TFunction } from 'i18next';
import type { HistoryPoint } from '@roar/contracts';
import { formatPercentile } from '../../../lib/score-display.ts';
import { formatDate, formatNumber } from './format.ts';
import { historyChartGeometry, type HistoryChartGeometry } from './history-chart-geometry.ts';

/** A task's scores across administrations: the chart and the same data as a table. */
export interface HistoryContent {
  heading: string;
  /** The chart's accessible name: task and measure. */
  chartLabel: string;
  caption: string;
  /** Completed, administration, the measure (percentile or raw score), support level. */
  columns: [string, string, string, string];
  rows: { key: string; cells: [string, string, string, string]; current: boolean }[];
  /** Said under the chart while there is a single score. */
  onlyOne: string | null;
  chart: HistoryChartGeometry;
}

/** The history of one task, localised; null when the student has no score of it. */
export function buildHistoryContent(
  t: TFunction,
  locale: string,
  taskName: string,
  points: readonly HistoryPoint[],
): HistoryContent | null {
  // A task that gives no score (progress only) has dates but nothing to chart.
  if (!points.some((p) => p.rawScore !== null || p.percentile !== null)) return null;
  const chart = historyChartGeometry(points, locale);
  const measureLabel = t(chart.measure === 'percentile' ? 'scores.percentile' : 'scores.rawScore');
  const valueText = (p: HistoryPoint) =>
    chart.measure === 'percentile'
      ? formatPercentile(p.percentile)
      : p.rawScore === null
        ? '—'
        : formatNumber(p.rawScore, locale);
  return {
    heading: t('history.heading'),
    chartLabel: t('history.chartLabel', { task: taskName, measure: measureLabel }),
    caption: t('history.tableCaption', { task: taskName }),
    columns: [t('history.date'), t('history.administration'), measureLabel, t('support.label')],
    rows: chart.sorted.map((p) => ({
      key: `${p.completedAt}-${p.administrationId ?? ''}`,
      cells: [
        formatDate(p.completedAt, locale),
        `${p.administrationName ?? '—'}${p.current ? ` (${t('history.current')})` : ''}`,
        valueText(p),
        p.supportLevel ? t(`support.levels.${p.supportLevel}`) : '—',
      ],
      current: p.current,
    })),
    onlyOne: chart.sorted.length === 1 ? t('history.onlyOne') : null,
    chart,
  };
}
