import { type NormGroup, type NormsTable, normGroupKey, normsTableProblems } from './norms.ts';
import { type NormSeason, isNormSeason } from './seasons.ts';

/**
 * Norm tables as CSV (issue 20 item 4): the import format of docs/norm-table-csv.md and its
 * inverse, so a table can be exported and imported again unchanged.
 */

export const NORM_TABLE_CSV_HEADER = 'task,language,grade,season,mean,sd,n';
const COLUMNS = NORM_TABLE_CSV_HEADER.split(',');

/** Metadata lines, `# key: value`, before the header. */
const METADATA_KEYS = [
  'source',
  'version',
  'date',
  'cut-achieved',
  'cut-developing',
  'benchmark-grade3',
  'benchmark-grade5',
  'notes',
] as const;
type MetadataKey = (typeof METADATA_KEYS)[number];

export type NormTableCsvErrorCode =
  | 'empty-file'
  | 'unknown-metadata'
  | 'duplicate-metadata'
  | 'bad-metadata'
  | 'missing-source'
  | 'missing-date'
  | 'bad-header'
  | 'no-rows'
  | 'column-count'
  | 'bad-task'
  | 'bad-language'
  | 'mixed-task'
  | 'bad-grade'
  | 'bad-season'
  | 'bad-mean'
  | 'bad-sd'
  | 'bad-n'
  | 'duplicate-group'
  | 'missing-benchmark'
  | 'invalid-table';

/** A problem of the file: its line number (1 = first line; 0 = the file as a whole). */
export interface NormTableCsvError {
  readonly row: number;
  readonly code: NormTableCsvErrorCode;
  /** normsTableProblems' words for 'invalid-table'. */
  readonly detail?: string;
}

export type NormTableCsvResult =
  | { readonly ok: true; readonly table: NormsTable }
  | { readonly ok: false; readonly errors: readonly NormTableCsvError[] };

export interface NormTableCsvOptions {
  /** ISO date of the import, when the file has no `# date:` line. */
  readonly importedOn?: string;
}

export const IMPORTED_NORMS_METHOD = 'imported from CSV (docs/norm-table-csv.md)';

const NUMBER = /^-?\d+(\.\d+)?$/;
const COUNT = /^\d+$/;
const TASK = /^[a-z0-9][a-z0-9-]*$/;
const LANGUAGE = /^[a-z]{2}(-[A-Z]{2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const gradeOf = (cell: string): number | null => {
  if (cell === 'K') return 0;
  if (!/^([1-9]|1[0-2])$/.test(cell)) return null;
  return Number(cell);
};

/** A short stable hash (FNV-1a, 8 hex digits): the default version of a file without one. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

interface ParsedRow {
  readonly line: number;
  readonly task: string;
  readonly language: string;
  readonly group: NormGroup;
  readonly n: number | null;
}

function parseRow(line: number, text: string, errors: NormTableCsvError[]): ParsedRow | null {
  const cells = text.split(',').map((cell) => cell.trim());
  if (cells.length !== COLUMNS.length) {
    errors.push({ row: line, code: 'column-count' });
    return null;
  }
  const [task, language, gradeCell, seasonCell, meanCell, sdCell, nCell] = cells as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const before = errors.length;
  const fail = (code: NormTableCsvErrorCode) => errors.push({ row: line, code });
  if (!TASK.test(task)) fail('bad-task');
  if (!LANGUAGE.test(language)) fail('bad-language');
  const grade = gradeOf(gradeCell);
  if (grade === null) fail('bad-grade');
  if (seasonCell !== '' && !isNormSeason(seasonCell)) fail('bad-season');
  if (!NUMBER.test(meanCell)) fail('bad-mean');
  if (!NUMBER.test(sdCell) || !(Number(sdCell) > 0)) fail('bad-sd');
  if (nCell !== '' && !COUNT.test(nCell)) fail('bad-n');
  if (errors.length > before || grade === null) return null;
  const season = seasonCell === '' ? undefined : (seasonCell as NormSeason);
  return {
    line,
    task,
    language,
    group: {
      grade,
      ...(season ? { season } : {}),
      mean: Number(meanCell),
      sd: Number(sdCell),
    },
    n: nCell === '' ? null : Number(nCell),
  };
}

function parseMetadata(
  line: number,
  text: string,
  metadata: Map<MetadataKey, string>,
  errors: NormTableCsvError[],
): void {
  const match = /^#\s*([a-z0-9-]+)\s*:(.*)$/.exec(text);
  const key = match?.[1] as MetadataKey | undefined;
  if (!match || !key || !(METADATA_KEYS as readonly string[]).includes(key)) {
    errors.push({ row: line, code: 'unknown-metadata' });
    return;
  }
  if (metadata.has(key)) {
    errors.push({ row: line, code: 'duplicate-metadata' });
    return;
  }
  const value = (match[2] ?? '').trim();
  const numeric = key.startsWith('cut-') || key.startsWith('benchmark-');
  const valid =
    value !== '' && (!numeric || NUMBER.test(value)) && (key !== 'date' || ISO_DATE.test(value));
  if (!valid) errors.push({ row: line, code: 'bad-metadata' });
  else metadata.set(key, value);
}

/** The grade-3 or grade-5 benchmark when the file gives none: that grade's spring or whole-year mean. */
function defaultBenchmark(groups: readonly NormGroup[], grade: number): number | null {
  const ofGrade = groups.filter((g) => g.grade === grade);
  return (
    (ofGrade.find((g) => g.season === 'spring') ?? ofGrade.find((g) => !g.season))?.mean ?? null
  );
}

/**
 * Reads a norm table from CSV (docs/norm-table-csv.md): the table, kind 'imported', or every
 * problem found, each with its line number.
 */
export function parseNormTableCsv(
  text: string,
  options: NormTableCsvOptions = {},
): NormTableCsvResult {
  const errors: NormTableCsvError[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const metadata = new Map<MetadataKey, string>();
  let headerLine = 0;
  const rows: ParsedRow[] = [];
  lines.forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '') return;
    if (headerLine === 0) {
      if (content.startsWith('#')) parseMetadata(line, content, metadata, errors);
      else if (content.replace(/\s/g, '') === NORM_TABLE_CSV_HEADER) headerLine = line;
      else {
        errors.push({ row: line, code: 'bad-header' });
        headerLine = -1;
      }
      return;
    }
    if (headerLine < 0) return;
    if (content.startsWith('#')) {
      errors.push({ row: line, code: 'unknown-metadata' });
      return;
    }
    const row = parseRow(line, content, errors);
    if (row) rows.push(row);
  });
  if (headerLine === 0) {
    const empty = metadata.size === 0 && errors.length === 0;
    errors.push({ row: 0, code: empty ? 'empty-file' : 'bad-header' });
  }
  if (headerLine > 0 && rows.length === 0 && errors.length === 0) {
    errors.push({ row: 0, code: 'no-rows' });
  }

  const first = rows[0];
  const keys = new Set<string>();
  for (const row of rows) {
    if (first && (row.task !== first.task || row.language !== first.language)) {
      errors.push({ row: row.line, code: 'mixed-task' });
    }
    const key = normGroupKey(row.group);
    if (keys.has(key)) errors.push({ row: row.line, code: 'duplicate-group' });
    keys.add(key);
  }
  const source = metadata.get('source');
  if (!source && !errors.some((e) => e.code === 'empty-file')) {
    errors.push({ row: 0, code: 'missing-source' });
  }
  const date = metadata.get('date') ?? options.importedOn;
  if (!date) errors.push({ row: 0, code: 'missing-date' });
  if (errors.length > 0 || !first || !source || !date) return { ok: false, errors };

  const groups = rows.map((row) => row.group);
  const numberOf = (key: MetadataKey) => {
    const value = metadata.get(key);
    return value === undefined ? null : Number(value);
  };
  const grade3 = numberOf('benchmark-grade3') ?? defaultBenchmark(groups, 3);
  const grade5 = numberOf('benchmark-grade5') ?? defaultBenchmark(groups, 5);
  if (grade3 === null || grade5 === null) {
    return { ok: false, errors: [{ row: 0, code: 'missing-benchmark' }] };
  }
  const notes = metadata.get('notes');
  const dataText = lines
    .slice(headerLine - 1)
    .join('\n')
    .trim();
  const table: NormsTable = {
    task: first.task,
    language: first.language,
    version: metadata.get('version') ?? `imported-${fnv1a(`${source}\n${dataText}`)}`,
    kind: 'imported',
    provenance: {
      method: IMPORTED_NORMS_METHOD,
      date,
      sampleSizes: Object.fromEntries(
        rows.flatMap((row) => (row.n === null ? [] : [[normGroupKey(row.group), row.n] as const])),
      ),
      source,
      ...(notes ? { notes } : {}),
    },
    groups,
    supportCutPoints: {
      k5: {
        achieved: numberOf('cut-achieved') ?? 40,
        developing: numberOf('cut-developing') ?? 20,
      },
    },
    benchmarks: { grade3, grade5 },
  };
  const problems = normsTableProblems(table);
  if (problems.length > 0) {
    return {
      ok: false,
      errors: problems.map((detail) => ({ row: 0, code: 'invalid-table', detail })),
    };
  }
  return { ok: true, table };
}

/** One line of metadata text: no line breaks. */
const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * A table as CSV (docs/norm-table-csv.md). parseNormTableCsv reads an imported table back
 * unchanged; a provisional or local table comes back as an imported one with the same groups,
 * cut points and benchmarks, its source naming the original.
 */
export function normTableCsv(table: NormsTable): string {
  const p = table.provenance;
  const source = p.source ?? `${table.kind} norms ${table.version}`;
  const meta: [MetadataKey, string | number | undefined][] = [
    ['source', oneLine(source)],
    ['version', table.version],
    ['date', p.date],
    ['cut-achieved', table.supportCutPoints.k5.achieved],
    ['cut-developing', table.supportCutPoints.k5.developing],
    ['benchmark-grade3', table.benchmarks.grade3],
    ['benchmark-grade5', table.benchmarks.grade5],
    ['notes', p.notes ? oneLine(p.notes) : undefined],
  ];
  const lines = meta
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `# ${key}: ${String(value)}`);
  lines.push(NORM_TABLE_CSV_HEADER);
  for (const group of table.groups) {
    const n = p.sampleSizes[normGroupKey(group)];
    lines.push(
      [
        table.task,
        table.language,
        group.grade === 0 ? 'K' : String(group.grade),
        group.season ?? '',
        String(group.mean),
        String(group.sd),
        n === undefined ? '' : String(n),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
