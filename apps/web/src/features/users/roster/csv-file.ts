import Papa from 'papaparse';
import { saveDownload } from '../../../lib/api-download.ts';
import type { RosterFile } from './mapping.ts';

/** Largest roster file read in the browser. */
export const ROSTER_FILE_MAX_MB = 5;

/** Reads a CSV file with a header row; blank lines are skipped, cells kept as typed. */
export function parseRosterFile(file: File): Promise<RosterFile> {
  return new Promise((resolve, reject) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (header) => header.trim(),
      complete: (result) => {
        const headers = (result.meta.fields ?? []).filter(Boolean);
        if (headers.length === 0) reject(new Error('no header row'));
        else resolve({ name: file.name, headers, records: result.data });
      },
      error: (error) => reject(error),
    });
  });
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @ tab CR at the start) gets a leading
 * single quote, so opening the file never runs what someone typed into a roster.
 */
export function neutralizeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** CSV text of some records of a file, in its own columns plus one more, all cells neutralised. */
export function recordsToCsv(
  headers: readonly string[],
  records: readonly Record<string, string>[],
  extra: { header: string; values: readonly string[] },
): string {
  const fields = [...headers, extra.header];
  const data = records.map((record, i) =>
    [...headers.map((h) => record[h] ?? ''), extra.values[i] ?? ''].map(neutralizeCell),
  );
  return Papa.unparse({ fields: fields.map(neutralizeCell), data }, { newline: '\r\n' });
}

/** Offers CSV text as a file download (with a byte-order mark, for spreadsheet programs). */
export function downloadCsv(filename: string, text: string): void {
  const blob = new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' });
  saveDownload({ blob, filename }, filename);
}
