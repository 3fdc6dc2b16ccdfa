import type { NormsTable, NormsTableKind } from './norms.ts';

/**
 * What a score shows about the table it used (issue 20 item 4): 'provisional',
 * 'local: <district>, <n> students, <dates>' or 'imported: <source>'. The parts are data so each
 * locale words them; normsTableLabel is the plain English form (logs, audit entries, tests).
 */
export interface NormsTableLabelData {
  readonly kind: NormsTableKind;
  readonly version: string;
  readonly district?: string;
  readonly students?: number;
  /** ISO dates of the first and last run a local table used. */
  readonly from?: string;
  readonly to?: string;
  readonly source?: string;
}

export function normsTableLabelData(table: NormsTable): NormsTableLabelData {
  const { kind, version, provenance: p } = table;
  if (kind === 'local') {
    return {
      kind,
      version,
      ...(p.district ? { district: p.district.name } : {}),
      ...(p.students !== undefined ? { students: p.students } : {}),
      ...(p.runsFrom ? { from: p.runsFrom } : {}),
      ...(p.runsTo ? { to: p.runsTo } : {}),
    };
  }
  if (kind === 'imported') return { kind, version, ...(p.source ? { source: p.source } : {}) };
  return { kind, version };
}

/** 'provisional', 'local: Springfield, 1200 students, 2026-08-20 to 2027-05-30', 'imported: X'. */
export function normsTableLabel(table: NormsTable): string {
  const data = normsTableLabelData(table);
  if (data.kind === 'local') {
    const dates = data.from === data.to ? data.from : `${data.from} to ${data.to}`;
    return `local: ${data.district ?? '?'}, ${data.students ?? '?'} students, ${dates ?? '?'}`;
  }
  if (data.kind === 'imported') return `imported: ${data.source ?? '?'}`;
  return 'provisional';
}
