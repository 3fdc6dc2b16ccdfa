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
  runId: 'run-1',
  ...extra,
});

describe('report CSV lines', () => {
  const en = reportCsvText('en-US');

  it('heads progress columns with task names and score columns with task and column', () => {
    expect(reportCsvHeader('progress', tasks, en).slice(5)).toEqual(['School', 'Word', 'Letter']);
    const scores = reportCsvHeader('scores', tasks, reportCsvText('es-ES'));
    expect(scores).toHaveLength(6 + 2 * 9);
    expect(scores[6]).toBe('Word - Estado');
    expect(scores.slice(-2)).toEqual(['Letter - Fiabilidad', 'Letter - Adaptación de tiempo']);
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
    expect(cells.slice(6, 15)).toEqual([
      'Completed',
      410.3,
      null,
      '12',
      70,
      'Needs extra support',
      'Local norms',
      'Unreliable: incomplete, oddFlag',
      'Standard time',
    ]);
    // Letter is not assigned to this student: every cell of it is empty.
    expect(cells.slice(15)).toEqual(Array(9).fill(null));
    const bare = scored(12, { reliable: false, engagementFlags: [] });
    expect(reportCsvCells('scores', row({ swr: bare }), tasks, en)[13]).toBe('Unreliable');
  });

  it('writes the time accommodation of a scored run, none before one', () => {
    const accommodated = (timeAccommodation: string, locale = 'en-US') =>
      reportCsvCells(
        'scores',
        row({ swr: scored(null, { timeAccommodation }) }),
        tasks,
        reportCsvText(locale),
      )[14];
    expect(accommodated('extended_1_5')).toBe('Extended time (x1.5)');
    expect(accommodated('extended_2')).toBe('Extended time (x2)');
    expect(accommodated('untimed')).toBe('No time limit');
    expect(accommodated('extended_1_5', 'es-CO')).toBe('Tiempo ampliado (x1,5)');
    const assigned = { status: 'assigned' as const, optional: false, runId: null };
    expect(reportCsvCells('scores', row({ swr: assigned }), tasks, en)[14]).toBeNull();
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

  it("adds a cognition game's measures per part, in the locale, after its score columns", () => {
    const games: ReportTask[] = [
      { taskId: 'hearts-and-flowers', variantId: 'v3', name: 'H&F', publicName: null, normed: false },
      { taskId: 'mental-rotation', variantId: 'v4', name: 'Rotation', publicName: null, normed: false },
    ];
    const header = reportCsvHeader('scores', games, en);
    expect(header).toHaveLength(6 + 2 * 10);
    expect(header.slice(13, 16)).toEqual([
      'H&F - Reliability',
      'H&F - Time Accommodation',
      'H&F - Measures',
    ]);
    const cell = {
      ...scored(null, { supportLevel: 'raw-score', normsKind: null, rawScore: 20 }),
      measures: [
        { part: 'hearts', correct: 10, attempted: 12, medianRtMs: 640.4, switchCostMs: null },
        { part: 'mixed', correct: 14, attempted: 16, medianRtMs: 903, switchCostMs: 141.2 },
      ],
    };
    const rotation = { ...cell, measures: [{ part: 'angle-60', correct: 3, attempted: 4 }] };
    const cells = reportCsvCells('scores', row({ 'hearts-and-flowers': cell, 'mental-rotation': rotation }), games, en);
    expect(cells[15]).toBe(
      'Hearts: 10/12 right, median 640 ms; Hearts and flowers: 14/16 right, median 903 ms, switch cost 141 ms',
    );
    expect(cells[25]).toBe('Turned 60°: 3/4 right');
    const spanish = reportCsvCells('scores', row({ 'mental-rotation': rotation }), games, reportCsvText('es-ES'));
    expect(spanish[15]).toBeNull();
    expect(spanish[25]).toBe('Girado 60°: 3/4 correctas');
  });
});
