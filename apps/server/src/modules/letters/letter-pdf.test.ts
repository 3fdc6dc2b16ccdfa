import { describe, expect, it } from 'vitest';
import { LOCALES } from '@roar/contracts';
import { buildLetter } from './build-letter.ts';
import { renderLettersPdf } from './letter-pdf.ts';
import { letterText } from './text/index.ts';
import { finished, reportOf } from './testing.ts';

const pages = (pdf: Buffer) =>
  Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);

/** A section per task, each with a level, a percentile and provisional norms (flagged: `reliable` false). */
function fullReport(taskIds: string[], reliable = true) {
  return reportOf(
    taskIds.map((taskId) =>
      finished(
        taskId,
        {
          rawScore: 400,
          percentile: 8,
          supportLevel: 'needs-extra-support',
          normsKind: 'provisional',
        },
        { reliable },
      ),
    ),
  );
}

describe('renderLettersPdf', () => {
  it('fits a screener’s letter (four games with levels) on one page in every language', async () => {
    for (const locale of LOCALES) {
      const letter = buildLetter(
        fullReport(['swr', 'sre', 'pa', 'roam-alpaca']),
        letterText(locale),
        { homeLocale: null },
      );
      expect(pages(await renderLettersPdf([letter])), locale).toBe(1);
    }
    // Every run flagged as well (the longest 'how sure' text), in English.
    const flagged = buildLetter(
      fullReport(['swr', 'sre', 'pa', 'roam-alpaca'], false),
      letterText('en-US'),
      { homeLocale: null },
    );
    expect(pages(await renderLettersPdf([flagged]))).toBe(1);
  });

  it('goes on to a second page rather than shrinking a long letter below a readable size', async () => {
    const taskIds = ['swr', 'sre', 'pa', 'roam-alpaca', 'swr-es', 'sre-es', 'pa-es'];
    const letter = buildLetter(fullReport(taskIds), letterText('en-US'), { homeLocale: null });
    expect(pages(await renderLettersPdf([letter]))).toBe(2);
  });

  it('starts each letter of a class on its own page, each part in its own language', async () => {
    const report = fullReport(['swr']);
    const letters = [
      buildLetter(report, letterText('en-GB'), { homeLocale: null }),
      buildLetter(report, letterText('es-ES'), { homeLocale: 'es-ES' }),
    ];
    const text = (await renderLettersPdf(letters, { title: 'Class 2' })).toString('latin1');
    expect(pages(Buffer.from(text, 'latin1'))).toBe(2);
    expect(text).toContain('/Lang (en-GB)');
    expect(text).toContain('/Lang (es-ES)');
    expect(text).toContain('Class 2');
  });
});
