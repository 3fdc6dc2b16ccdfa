import { describe, expect, it } from 'vitest';
import { pdf } from '@react-pdf/renderer';
import { buildReportContent } from '../content/build-report-content.ts';
import { studentReport, translator } from '../testing-fixtures.ts';
import { StudentReportDocument, renderReportPdf } from './student-report-pdf.tsx';

const winAnsi = new TextDecoder('windows-1252');

/**
 * The text drawn on the pages of an uncompressed PDF: Helvetica text is written as hex strings in
 * TJ arrays (numbers between them are kerning, not spaces). Whitespace is dropped, since lines
 * wrap wherever the layout puts them; compare with `squash`ed expectations.
 */
function drawnText(source: string): string {
  const runs = [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((match) =>
    [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((hex) => winAnsi.decode(Uint8Array.from(Buffer.from(hex[1]!, 'hex'))))
      .join(''),
  );
  return squash(runs.join(''));
}

const squash = (text: string) => text.replace(/\s+/g, '');

async function pdfText(locale: 'en-US' | 'es-ES', compact = false) {
  const t = await translator(locale);
  const content = buildReportContent(studentReport(), { t, locale, compact });
  // toString renders without compression, so the page text can be read back here.
  const source = await pdf(
    <StudentReportDocument content={content} createdOn="Created today" pageLabel="Page {page}" />,
  ).toString();
  expect(source.startsWith('%PDF-')).toBe(true);
  return drawnText(source);
}

describe('StudentReportDocument', () => {
  it('writes the report as real text: header, scores, tags, flags, subscores, explanation', async () => {
    const text = await pdfText('en-US');
    for (const expected of [
      'Individual Score Report',
      'Maya Johnson',
      'Grade: 3',
      'Class: Grade 3 - Room 204',
      'Administration: Fall screener',
      'Phoneme Awareness',
      'Required · Reliable',
      'Optional · Reliable',
      'Required · Unreliable',
      'Maya scored at the 45th percentile in Phoneme Awareness.',
      'Raw score512',
      'Percentile45 (Provisional norms)',
      'Standard score98 (Provisional norms)',
      'Achieved skill',
      'The run was marked as unreliable.',
      'because of the following flags',
      'Responses were too fast',
      'Skills to work on: Deletion',
      'Upper-case letters to work on: B, Q',
      'Lower-case letters to work on: None',
      'Phonics subscores',
      'Three-letter blends2/5',
      'Understanding the scores',
      'It runs from 0 to 180',
      // The history of Phoneme Awareness: the chart's axis labels, then its table.
      'Scores over time',
      'Apr 2026',
      'Oct 2026',
      'Phoneme Awareness: scores by completion date',
      'CompletedAdministrationPercentileSupport level',
      'Apr 2, 2026Spring screener30Developing skill',
      'Oct 5, 2026Reading Screener (This administration)45Achieved skill',
      'https://www.readingrockets.org/',
      'Page 1',
    ]) {
      expect(text).toContain(squash(expected));
    }
  });

  it('is in Spanish with its accents, and the compact variant has no phonics subscores', async () => {
    const full = await pdfText('es-ES');
    expect(full).toContain(squash('Informe individual de puntuaciones'));
    expect(full).toContain(squash('La ejecución se marcó como no fiable.'));
    expect(full).toContain(squash('debido a los siguientes indicadores'));
    expect(full).toContain(squash('Cómo entender las puntuaciones'));
    expect(full).toContain(squash('Subpuntuaciones de fonética'));
    const compact = await pdfText('es-ES', true);
    expect(compact).not.toContain(squash('Subpuntuaciones de fonética'));
    expect(compact).toContain(squash('Subpuntuaciones de fonemas'));
  });

  it('renders to a PDF blob', async () => {
    const t = await translator('en-US');
    const content = buildReportContent(studentReport(), { t, locale: 'en-US', compact: false });
    const blob = await renderReportPdf(content, { createdOn: 'Today', pageLabel: 'Page {page}' });
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBeGreaterThan(1_000);
  });
});
