import type { HistoryPoint } from '@roar/contracts';
import { SUPPORT_LEVEL_CHART_COLORS } from '../../../lib/score-display.ts';
import { formatNumber } from './format.ts';

export type HistoryMeasure = 'percentile' | 'rawScore';

export const HISTORY_CHART = {
  width: 600,
  height: 240,
  margin: { left: 48, right: 20, top: 16, bottom: 36 },
} as const;

export interface PlottedPoint {
  key: string;
  x: number;
  y: number;
  color: string;
  current: boolean;
}

/** Everything the history chart draws, in the chart's own units, for the screen and the PDF. */
export interface HistoryChartGeometry {
  measure: HistoryMeasure;
  /** Oldest first, plotted or not. */
  sorted: HistoryPoint[];
  points: PlottedPoint[];
  yTicks: { y: number; label: string }[];
  /** The first date label starts at its point and the last ends at it, so both stay inside. */
  xTicks: { x: number; label: string; anchor: 'start' | 'middle' | 'end' }[];
}

const time = (p: HistoryPoint) => new Date(p.completedAt).getTime();

/** Percentiles when every run has one (one scale for all points), else raw scores. */
function measureOf(points: readonly HistoryPoint[]): HistoryMeasure {
  return points.every((p) => p.percentile !== null) ? 'percentile' : 'rawScore';
}

/**
 * The student's scores of one task across administrations as a line chart: x the completion date,
 * y the percentile (0-100) or else the raw score, points in their support level's colour.
 */
export function historyChartGeometry(
  points: readonly HistoryPoint[],
  locale: string,
): HistoryChartGeometry {
  const { width, height, margin: M } = HISTORY_CHART;
  const sorted = [...points].sort((a, b) => time(a) - time(b));
  const measure = measureOf(sorted);
  const plotted = sorted.filter((p) => p[measure] !== null && Number.isFinite(time(p)));

  const values = plotted.map((p) => p[measure]!);
  const yMin = measure === 'percentile' ? 0 : Math.min(0, ...values);
  const yMax = measure === 'percentile' ? 100 : Math.max(1, ...values) * 1.1;
  const times = plotted.map(time);
  const [tMin, tMax] = [Math.min(...times), Math.max(...times)];
  const plotW = width - M.left - M.right;
  const plotH = height - M.top - M.bottom;
  const x = (ms: number) =>
    tMax === tMin ? M.left + plotW / 2 : M.left + ((ms - tMin) / (tMax - tMin)) * plotW;
  const y = (v: number) => M.top + plotH - ((v - yMin) / (yMax - yMin || 1)) * plotH;
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' });
  const tickPoints = plotted.length <= 4 ? plotted : [plotted[0]!, plotted[plotted.length - 1]!];

  return {
    measure,
    sorted,
    points: plotted.map((p) => ({
      key: `${p.completedAt}-${p.administrationId ?? ''}`,
      x: x(time(p)),
      y: y(p[measure]!),
      color: SUPPORT_LEVEL_CHART_COLORS[p.supportLevel ?? 'raw-score'],
      current: p.current,
    })),
    yTicks: [0, 0.25, 0.5, 0.75, 1].map((f) => {
      const v = yMin + f * (yMax - yMin);
      return { y: y(v), label: formatNumber(Math.round(v), locale) };
    }),
    xTicks: tickPoints.map((p, i) => ({
      x: x(time(p)),
      label: month.format(new Date(time(p))),
      anchor:
        tickPoints.length === 1
          ? 'middle'
          : i === 0
            ? 'start'
            : i === tickPoints.length - 1
              ? 'end'
              : 'middle',
    })),
  };
}
