import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { StudentReport } from '@roar/contracts';
import enUS from '@roar/contracts/task-text/en-US.ts';
import { finished, reportOf, unfinished } from '../../letters/testing.ts';
import { reportContent } from './report-content.ts';
import { renderReportPdf } from './report-pdf.ts';

/** Maya in grade 3: Phonological Awareness scored with history, Word flagged, Sentence not done. */
function report(): StudentReport {
  const pa = finished(
    'pa',
    {
      rawScore: 512,
      percentile: 45,
      standardScore: 98,
      supportLevel: 'achieved',
      normsKind: 'provisional',
      skills: {
        subtestsToWorkOn: ['DEL'],
        phonics: { tri_blend: { correct: 2, attempted: 5 } },
      },
    },
    { timeAccommodation: 'extended_1_5' },
  );
  pa.run!.raw = { FSM: { test: { numCorrect: 9, numAttempted: 10, numIncorrect: 1 } } } as never;
  const swr = finished('swr', { rawScore: 400 }, { reliable: false });
  swr.run!.engagementFlags = ['responseTimeTooFast'];
  const tasks = [pa, swr, unfinished('sre', 'assigned')];
  for (const task of tasks) task.name = enUS.names[task.taskId as 'pa']!;
  const base = reportOf(tasks);
  return {
    ...base,
    student: { ...base.student, firstName: 'Maya', lastName: 'Johnson', grade: '3' },
    administration: { id: 'a', name: 'Fall screener (internal)', publicName: 'Fall screener' },
    history: [
      {
        taskId: 'pa',
        points: [
          {
            administrationId: 'b',
            administrationName: 'Spring screener',
            completedAt: '2026-04-02T10:00:00.000Z',
            rawScore: 480,
            percentile: 30,
            standardScore: 92,
            supportLevel: 'developing',
            current: false,
          },
          {
            administrationId: 'a',
            administrationName: 'Fall screener',
            completedAt: '2026-10-05T10:00:00.000Z',
            rawScore: 512,
            percentile: 45,
            standardScore: 98,
            supportLevel: 'achieved',
            current: true,
          },
        ],
      },
    ],
  };
}

/** The text a PDF reader extracts (pdf.js), page after page. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

describe('renderReportPdf', () => {
  it('is tagged: structure tree, headings, lists, tables, a figure with alt, language, title', async () => {
    const pdf = await renderReportPdf(reportContent(report(), 'en-US'));
    const source = pdf.toString('latin1');
    expect(source.startsWith('%PDF-1.7')).toBe(true);
    expect(source).toContain('/StructTreeRoot');
    expect(source).toMatch(/\/Marked true/);
    expect(source).toContain('/Lang (en-US)');
    for (const tag of ['H1', 'H2', 'H3', 'P', 'L', 'LI', 'Table', 'TR', 'Figure']) {
      expect(source, tag).toMatch(new RegExp(`/S /${tag}\\b`));
    }
    expect(source).toMatch(/\/Alt \(Phonological Awareness: Percentile by completion date/);
    expect(source).toContain('Individual Score Report: Maya Johnson');
    expect(source).toContain('/DisplayDocTitle true');
    expect(source).toContain('AtkinsonHyperlegible');
  });

  it('says what the web report says: details, tags, flags, scores, subscores, history', async () => {
    const text = await textOf(await renderReportPdf(reportContent(report(), 'en-US')));
    for (const expected of [
      'Individual Score Report',
      'Maya Johnson',
      'Grade: 3',
      'Administration: Fall screener',
      'Phonological Awareness',
      'Required · Reliable · Extended time (×1.5)',
      'Required · Unreliable',
      'The run was marked as unreliable. because of the following flags',
      'Responses were too fast',
      'Standard score',
      '98 (Provisional norms)',
      '45 (Provisional norms)',
      '512',
      'Phoneme subscores',
      'First sound matching',
      'Skills to work on: Deletion',
      'Phonics subscores',
      'Three-letter blends',
      '2/5',
      'Scores over time',
      'Spring screener',
      'Fall screener (This administration)',
      'Not completed yet: Sentence Reading Efficiency',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('internal');
  });

  it('is in Spanish with Spanish task names', async () => {
    const pdf = await renderReportPdf(reportContent(report(), 'es-ES'));
    expect(pdf.toString('latin1')).toContain('/Lang (es-ES)');
    const text = await textOf(pdf);
    expect(text).toContain('Informe individual de puntuaciones');
    expect(text).toContain('Conciencia fonológica');
    expect(text).not.toContain('Phonological Awareness');
    expect(text).toContain('La ejecución se marcó como no fiable.');
    expect(text).toContain('Subpuntuaciones de fonética');
  });

  it('gives an ability-based score its 90 % band and says what the band means', async () => {
    const word = finished('swr', {
      rawScore: 476,
      scoreBand: { low: 451, high: 502 },
      percentile: 34.2,
      percentileBand: { low: 24.6, high: 45.1 },
      standardScore: 94,
      standardScoreBand: { low: 89, high: 98 },
      normsKind: 'provisional',
    });
    const content = reportContent(reportOf([word]), 'en-US');
    expect(content.tasks[0]!.scores!.rows.map((r) => r.value)).toEqual([
      '94 (likely 89 to 98) (Provisional norms)',
      '34 (likely 25 to 45) (Provisional norms)',
      '476 (likely 451 to 502)',
    ]);
    const text = await textOf(await renderReportPdf(content));
    expect(text).toContain('the true score lies in the range given beside it 9 times out of 10');
    const spanish = reportContent(reportOf([word]), 'es-ES');
    expect(spanish.tasks[0]!.scores!.rows[1]!.value).toBe(
      '34 (probablemente entre 25 y 45) (Baremos provisionales)',
    );
    const plain = reportContent(reportOf([finished('pa', { rawScore: 40 })]), 'en-US');
    expect(plain.tasks[0]!.notes).toEqual([]);
  });

  it('says when no task is finished yet, and a progress-only game has no score', async () => {
    const none = reportContent(reportOf([unfinished('pa', 'assigned')]), 'en-GB');
    expect(none.stillWorking).toBe('Lucía has not finished any assessment yet');
    const bare = reportContent(reportOf([finished('swr', { rawScore: null })]), 'en-US');
    expect(bare.tasks[0]!.noScore).toBe('There is no score for swr yet.');
    expect((await renderReportPdf(none)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
