import { describe, expect, it } from 'vitest';
import { buildLocalNorms } from './local-norms.ts';
import { simulateDistrict } from './local-norms-simulation.test-helper.ts';
import { type NormTableCsvErrorCode, normTableCsv, parseNormTableCsv } from './norm-table-csv.ts';
import { normsTableLabel } from './norms-label.ts';
import { provisionalNorms } from './norms-data/index.ts';
import { seeded } from './seeded-random.test-helper.ts';

const GOOD = [
  '# source: State reading norms 2025, table 4',
  'task,language,grade,season,mean,sd,n',
  'swr,en,K,fall,360,60,1200',
  'swr,en,K,spring,380.5,61.2,1100',
  'swr,en,3,,452,66.7,',
  'swr,en,5,spring,521,66.7,900',
  '',
].join('\n');

const parse = (text: string) => parseNormTableCsv(text, { importedOn: '2026-11-30' });
const codes = (text: string) => {
  const result = parse(text);
  return result.ok ? [] : result.errors.map((e) => [e.row, e.code] as const);
};
/** The good file with its line `line` (1-based) replaced. */
const withLine = (line: number, text: string) =>
  GOOD.split('\n')
    .map((l, i) => (i === line - 1 ? text : l))
    .join('\n');

describe('parseNormTableCsv', () => {
  it('reads a table, kind imported, with its source, sample sizes and default benchmarks', () => {
    const result = parse(GOOD);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { table } = result;
    expect(table).toMatchObject({
      task: 'swr',
      language: 'en',
      kind: 'imported',
      provenance: {
        date: '2026-11-30',
        source: 'State reading norms 2025, table 4',
        sampleSizes: { '0-fall': 1200, '0-spring': 1100, '5-spring': 900 },
      },
      supportCutPoints: { k5: { achieved: 40, developing: 20 } },
      benchmarks: { grade3: 452, grade5: 521 },
    });
    expect(table.groups[1]).toEqual({ grade: 0, season: 'spring', mean: 380.5, sd: 61.2 });
    expect(table.groups[2]).toEqual({ grade: 3, mean: 452, sd: 66.7 });
    expect(table.version).toMatch(/^imported-[0-9a-f]{8}$/);
    expect(parse(GOOD.replace('\n', '\r\n'))).toMatchObject({ table: { version: table.version } });
    expect(normsTableLabel(table)).toBe('imported: State reading norms 2025, table 4');
  });

  const cases: [string, string, [number, NormTableCsvErrorCode][]][] = [
    ['an empty file', '', [[0, 'empty-file']]],
    ['a missing header', withLine(2, 'swr,en,1,,400,60,10'), [[2, 'bad-header']]],
    [
      'a header in another order',
      withLine(2, 'language,task,grade,season,mean,sd,n'),
      [[2, 'bad-header']],
    ],
    ['no rows', GOOD.split('\n').slice(0, 2).join('\n'), [[0, 'no-rows']]],
    ['a missing source', GOOD.split('\n').slice(1).join('\n'), [[0, 'missing-source']]],
    ['an unknown metadata key', `# colour: red\n${GOOD}`, [[1, 'unknown-metadata']]],
    ['metadata after the header', `${GOOD}# version: 2\n`, [[7, 'unknown-metadata']]],
    ['a metadata key twice', `# source: again\n${GOOD}`, [[2, 'duplicate-metadata']]],
    ['a cut point that is no number', `# cut-achieved: forty\n${GOOD}`, [[1, 'bad-metadata']]],
    ['a date that is no ISO date', `# date: 30/11/2026\n${GOOD}`, [[1, 'bad-metadata']]],
    ['too few columns', withLine(3, 'swr,en,K,fall,360,60'), [[3, 'column-count']]],
    ['a bad task', withLine(3, 'SWR!,en,K,fall,360,60,1200'), [[3, 'bad-task']]],
    ['a bad language', withLine(4, 'swr,english,K,spring,380,61,1100'), [[4, 'bad-language']]],
    ['another task', withLine(4, 'pa,en,K,spring,380,61,1100'), [[4, 'mixed-task']]],
    ['another language', withLine(4, 'swr,es,K,spring,380,61,1100'), [[4, 'mixed-task']]],
    ['grade 0 (K is written K)', withLine(3, 'swr,en,0,fall,360,60,1200'), [[3, 'bad-grade']]],
    ['grade 13', withLine(3, 'swr,en,13,fall,360,60,1200'), [[3, 'bad-grade']]],
    ['a season summer', withLine(3, 'swr,en,K,summer,360,60,1200'), [[3, 'bad-season']]],
    ['a mean that is no number', withLine(3, 'swr,en,K,fall,3.6e2,60,1200'), [[3, 'bad-mean']]],
    ['an SD of 0', withLine(3, 'swr,en,K,fall,360,0,1200'), [[3, 'bad-sd']]],
    ['a negative SD', withLine(3, 'swr,en,K,fall,360,-5,1200'), [[3, 'bad-sd']]],
    ['a fractional n', withLine(3, 'swr,en,K,fall,360,60,12.5'), [[3, 'bad-n']]],
    ['a group twice', withLine(4, 'swr,en,K,fall,380,61,1100'), [[4, 'duplicate-group']]],
    [
      'no grade-3 mean for the benchmark',
      withLine(5, 'swr,en,4,,480,66.7,'),
      [[0, 'missing-benchmark']],
    ],
    ['benchmarks the wrong way round', `# benchmark-grade3: 600\n${GOOD}`, [[0, 'invalid-table']]],
    ['cut points the wrong way round', `# cut-developing: 50\n${GOOD}`, [[0, 'invalid-table']]],
  ];
  it.each(cases)('refuses %s', (_name, text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it('needs a date, from the file or the caller', () => {
    expect(parseNormTableCsv(GOOD)).toEqual({
      ok: false,
      errors: [{ row: 0, code: 'missing-date' }],
    });
    expect(parseNormTableCsv(`# date: 2025-06-01\n${GOOD}`)).toMatchObject({
      ok: true,
      table: { provenance: { date: '2025-06-01' } },
    });
  });

  it('reports every bad row, not only the first', () => {
    const text = withLine(3, 'swr,en,K,fall,x,60,1200').replace(
      'swr,en,5,spring,521,66.7,900',
      'swr,en,5,winter,521,0,900',
    );
    expect(codes(text)).toEqual([
      [3, 'bad-mean'],
      [6, 'bad-sd'],
    ]);
  });
});

describe('normTableCsv', () => {
  it('writes an imported table so that it reads back identically', () => {
    const first = parse(`# version: v7\n# notes: checked by the district\n${GOOD}`);
    if (!first.ok) throw new Error('unreadable');
    const again = parseNormTableCsv(normTableCsv(first.table));
    expect(again).toEqual({ ok: true, table: first.table });
  });

  it('round-trips provisional and local tables as imported ones with the same figures', () => {
    const swr = provisionalNorms('swr')!;
    const back = parseNormTableCsv(normTableCsv(swr));
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.table).toMatchObject({
      kind: 'imported',
      version: swr.version,
      groups: swr.groups,
      benchmarks: swr.benchmarks,
      supportCutPoints: swr.supportCutPoints,
      provenance: { source: `provisional norms ${swr.version}` },
    });
    const runs = simulateDistrict(seeded(3), { size: (g) => (g < 6 ? 70 : 0) });
    const local = buildLocalNorms({
      task: 'swr',
      language: 'en',
      district: { id: 'd', name: 'D' },
      runs,
      version: 'local-1',
      builtOn: '2027-06-01',
    });
    if (!local.ok) throw new Error(local.reason);
    const localBack = parseNormTableCsv(normTableCsv(local.table));
    if (!localBack.ok) throw new Error(JSON.stringify(localBack.errors));
    expect(localBack.table.groups).toEqual(local.table.groups);
    expect(localBack.table.provenance.sampleSizes).toEqual(local.table.provenance.sampleSizes);
  });
});
