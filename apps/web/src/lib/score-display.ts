import type { ReportSupportLevel } from '@roar/contracts';

/**
 * Display rules shared by the report screens (docs/product/scoring.md sections 2 and 4; colours:
 * needs extra support pink, developing yellow, achieved green). Labels are localised by each
 * feature; colours and number formats live here so every report shows a level the same way.
 */

/** Background and text colour of a support-level tag (text contrast at least 4.5:1). */
export const SUPPORT_LEVEL_COLORS: Record<
  ReportSupportLevel,
  { background: string; text: string }
> = {
  'needs-extra-support': { background: '#f9c5dd', text: '#6b1240' },
  developing: { background: '#fbe7a1', text: '#5c4600' },
  achieved: { background: '#bfe5c0', text: '#14532d' },
  'raw-score': { background: '#cfe0fc', text: '#1e3a8a' },
  optional: { background: '#e5e7eb', text: '#374151' },
};

/** The solid colour of a level in charts (pink, yellow, green, blue, grey). */
export const SUPPORT_LEVEL_CHART_COLORS: Record<ReportSupportLevel, string> = {
  'needs-extra-support': '#c93d82',
  developing: '#e0b100',
  achieved: '#2f8a3b',
  'raw-score': '#3b82f6',
  optional: '#9ca3af',
};

/** The levels in the order the reports list them (most support needed first). */
export const SUPPORT_LEVEL_ORDER: readonly ReportSupportLevel[] = [
  'needs-extra-support',
  'developing',
  'achieved',
  'raw-score',
  'optional',
];

/**
 * A percentile as reports show it: a whole number 1-99, '<1' below 1 and '>99' above 99; empty
 * when there is none.
 */
export function formatPercentile(percentile: number | null | undefined): string {
  if (percentile === null || percentile === undefined || !Number.isFinite(percentile)) return '';
  if (percentile < 1) return '<1';
  if (percentile > 99) return '>99';
  return String(Math.min(99, Math.max(1, Math.round(percentile))));
}
