import { describe, expect, it } from 'vitest';
import type { ReportRow, ReportTask } from '@roar/contracts';
import { reportCsvCells, reportCsvHeader } from './report-csv.ts';
import { reportCsvText } from './report-csv-text.ts';

const tasks: ReportTask[] = [
  { taskId: 'swr', variantId: 'v1', name: 'Word', publicName: null, normed: true },
  { taskId: 'letter', variantId: 'v2', name: 'Letter', publicName: null, normed: false },
];

const row = (cells: ReportRow['tasks']): ReportRow => ({
  userId: 'u1',
  username: 'kid',
  email: null,
  firstName: 'Ana',
  lastName: 'Ruiz',
  grade: 'K',
  schoolName: 'North',
  tasks: cells,
});

const scored = (percentile: number | null, extra: object = {}) => ({
  status: 'completed' as const,
  optional: false,
  rawScore: 410.25,
  percentCorrect: null,
  percentile,
  standardScore: 70,
  supportLevel: 'needs-extra-support' as const,
  normsKind: 'local' as const,
  reliable: true,
  engagementFlags: [],
  ...extra,
});

describe('report CSV lines', () => {
  const en = reportCsvText('en-US');

  it('heads progress columns with task names and score columns with task and column', () => {
    expect(reportCsvHeader('progress', tasks, en).slice(5)).toEqual(['School', 'Word', 'Letter']);
    const scores = reportCsvHeader('scores', tasks, reportCsvText('es-ES'));
    expect(scores).toHaveLength(6 + 2 * 8);
    expect(scores[6]).toBe('Word - Estado');
    expect(scores.at(-1)).toBe('Letter - Fiabilidad');
  });

  it('writes percentiles as whole numbers 1-99 with <1 and >99', () => {
    const percentileOf = (p: number | null) =>
      reportCsvCells('scores', row({ swr: scored(p) }), tasks, en)[9];
    expect(percentileOf(0.4)).toBe('<1');
    expect(percentileOf(1)).toBe('1');
    expect(percentileOf(50.5)).toBe('51');
    expect(percentileOf(99.2)).toBe('>99');
    expect(percentileOf(null)).toBeNull();
  });

  it('writes reliability, levels, norms and raw scores in words', () => {
    const unreliable = scored(12, { reliable: false, engagementFlags: ['incomplete', 'oddFlag'] });
    const cells = reportCsvCells('scores', row({ swr: unreliable }), tasks, en);
    expect(cells.slice(6, 14)).toEqual([
      'Completed',
      410.3,
      null,
      '12',
      70,
      'Needs extra support',
      'Local norms',
      'Unreliable: incomplete, oddFlag',
    ]);
    // Letter is not assigned to this student: every cell of it is empty.
    expect(cells.slice(14)).toEqual(Array(8).fill(null));
    const bare = scored(12, { reliable: false, engagementFlags: [] });
    expect(reportCsvCells('scores', row({ swr: bare }), tasks, en)[13]).toBe('Unreliable');
  });

  it('writes progress statuses in the locale', () => {
    const cells = reportCsvCells(
      'progress',
      row({ letter: { status: 'optional', optional: true } }),
      tasks,
      reportCsvText('es-CO'),
    );
    expect(cells).toEqual(['kid', null, 'Ana', 'Ruiz', 'K', 'North', null, 'Opcional']);
  });
});
