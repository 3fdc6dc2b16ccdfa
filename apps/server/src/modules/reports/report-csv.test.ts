import { describe, expect, it } from 'vitest';
import type { ReportTask } from '@roar/contracts';
import { reportCsvColumns, reportCsvHeader } from './report-csv.ts';
import { reportCsvText } from './report-csv-text.ts';

/**
 * The heading line and the columns handed to the database. The cells themselves are written by
 * PostgreSQL and checked byte for byte in apps/server/test/report-csv-expected.test.ts.
 */
const tasks: ReportTask[] = [
  { taskId: 'swr', variantId: 'v1', name: 'Word', publicName: null, normed: true },
  { taskId: 'letter', variantId: 'v2', name: 'Letter', publicName: null, normed: false },
];

describe('report CSV heading and columns', () => {
  const en = reportCsvText('en-US');

  it('heads progress columns with task names and score columns with task and column', () => {
    expect(reportCsvHeader('progress', tasks, en).slice(5)).toEqual(['School', 'Word', 'Letter']);
    const scores = reportCsvHeader('scores', tasks, reportCsvText('es-ES'));
    expect(scores).toHaveLength(6 + 2 * 15);
    expect(scores[6]).toBe('Word - Estado');
    expect(scores.slice(-8, -6)).toEqual(['Letter - Fiabilidad', 'Letter - Adaptación de tiempo']);
    expect(scores.slice(-2)).toEqual([
      'Letter - Puntuación estándar, límite inferior del 90 %',
      'Letter - Puntuación estándar, límite superior del 90 %',
    ]);
  });

  it("adds a cognition game's measures column after its score columns", () => {
    const games: ReportTask[] = [
      { taskId: 'hearts-and-flowers', variantId: 'v3', name: 'H&F', publicName: null, normed: false },
      { taskId: 'mental-rotation', variantId: 'v4', name: 'Rotation', publicName: null, normed: false },
    ];
    const header = reportCsvHeader('scores', games, en);
    expect(header).toHaveLength(6 + 2 * 16);
    expect(header.slice(13, 15)).toEqual(['H&F - Reliability', 'H&F - Time Accommodation']);
    expect(header.slice(20, 22)).toEqual(['H&F - Standard Score 90% High', 'H&F - Measures']);
    const columns = reportCsvColumns('scores', [...tasks, ...games], en);
    expect(columns.tasks.map((t) => t.measures)).toEqual([false, false, true, true]);
  });

  it('hands the database the words of the locale and writes constant words as cells', () => {
    const columns = reportCsvColumns('scores', tasks, reportCsvText('es-CO'));
    expect(columns.words.accommodation.extended_1_5).toBe('Tiempo ampliado (x1,5)');
    expect(columns.words.measures.parts.hearts).toBe('Corazones');
    expect(columns.cell('Tiempo ampliado (x1,5)')).toBe('"Tiempo ampliado (x1,5)"');
  });
});
