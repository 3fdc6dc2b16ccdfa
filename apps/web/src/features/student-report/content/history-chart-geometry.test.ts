import { describe, expect, it } from 'vitest';
import type { HistoryPoint } from '@roar/contracts';
import { HISTORY_CHART, historyChartGeometry } from './history-chart-geometry.ts';

const point = (completedAt: string, over: Partial<HistoryPoint> = {}): HistoryPoint => ({
  administrationId: completedAt,
  administrationName: completedAt,
  completedAt,
  rawScore: 10,
  percentile: 50,
  standardScore: 100,
  supportLevel: 'achieved',
  current: false,
  ...over,
});

const { width, height, margin } = HISTORY_CHART;
const bottom = height - margin.bottom;

describe('historyChartGeometry', () => {
  it('plots percentiles oldest first from the left edge to the right edge of the plot', () => {
    const chart = historyChartGeometry(
      [
        point('2026-10-05T00:00:00Z', { percentile: 100, current: true }),
        point('2026-04-02T00:00:00Z', { percentile: 0, supportLevel: 'developing' }),
      ],
      'en-US',
    );
    expect(chart.measure).toBe('percentile');
    expect(chart.points.map((p) => [p.x, p.y, p.current])).toEqual([
      [margin.left, bottom, false],
      [width - margin.right, margin.top, true],
    ]);
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0', '25', '50', '75', '100']);
    expect(chart.xTicks.map((t) => [t.label, t.anchor])).toEqual([
      ['Apr 2026', 'start'],
      ['Oct 2026', 'end'],
    ]);
  });

  it('falls back to raw scores when a run has no percentile, and centres a single point', () => {
    const chart = historyChartGeometry(
      [point('2026-10-05T00:00:00Z', { percentile: null })],
      'es-ES',
    );
    expect(chart.measure).toBe('rawScore');
    expect(chart.points[0]!.x).toBe(margin.left + (width - margin.left - margin.right) / 2);
    expect(chart.xTicks).toEqual([{ x: chart.points[0]!.x, label: 'oct 2026', anchor: 'middle' }]);
  });

  it('labels only the first and last dates of a long history', () => {
    const dates = ['2024-01-10', '2024-09-10', '2025-01-10', '2025-09-10', '2026-01-10'];
    const chart = historyChartGeometry(
      dates.map((d) => point(`${d}T00:00:00Z`)),
      'en-US',
    );
    expect(chart.points).toHaveLength(5);
    expect(chart.xTicks.map((t) => t.label)).toEqual(['Jan 2024', 'Jan 2026']);
  });
});
