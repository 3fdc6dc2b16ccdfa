import { COGNITION_PARTS, type CognitionMeasure, type CognitionPart } from '@roar/contracts';
import { gameOf } from '@roar/tasks/registry';
import type { CsvValue } from '../../lib/csv.ts';
import type { MeasureWords } from './report-csv-text.ts';

/**
 * The measures column of the score CSV (docs/reports-csv.md): one cell per cognition game with
 * each part's right answers, median time of right answers, switch cost and span, as the student
 * report shows them. Only games whose report has measures get the column.
 */

/** Whether a task's score CSV has a measures column. */
export const hasMeasures = (taskId: string): boolean =>
  gameOf(taskId)?.report.skills.includes('measures') ?? false;

const fill = (template: string, values: Record<string, number | string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

function partName(part: string, words: MeasureWords): string {
  const angle = /^angle-(\d+)$/.exec(part);
  if (angle) return fill(words.angle, { degrees: angle[1]! });
  return (COGNITION_PARTS as readonly string[]).includes(part)
    ? words.parts[part as CognitionPart]
    : part;
}

/** One cell: 'Hearts: 10/12 right, median 640 ms; Flowers: ...', or empty without measures. */
export function measuresCell(
  measures: readonly CognitionMeasure[] | null | undefined,
  words: MeasureWords,
): CsvValue {
  if (!measures?.length) return null;
  return measures
    .map((m) => {
      const facts: string[] = [];
      if (m.correct !== undefined && m.attempted !== undefined) {
        facts.push(fill(words.right, { correct: m.correct, attempted: m.attempted }));
      }
      if (m.span !== undefined) facts.push(fill(words.span, { span: m.span }));
      if (m.medianRtMs != null) facts.push(fill(words.median, { ms: Math.round(m.medianRtMs) }));
      if (m.switchCostMs != null) {
        facts.push(fill(words.switchCost, { ms: Math.round(m.switchCostMs) }));
      }
      return `${partName(m.part, words)}: ${facts.join(', ')}`;
    })
    .join('; ');
}
