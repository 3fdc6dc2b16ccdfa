import type { NormTable } from '@roar/contracts';
import type { NormTableRow } from '@roar/db';
import type { NormsTable } from '@roar/scoring';

/** The NormsTable a row holds (written by this module from a built or parsed table). */
export const normsTableOf = (row: NormTableRow): NormsTable =>
  row.normsTable as unknown as NormsTable;

/** A stored table as the API shows it. */
export function normTableView(row: NormTableRow): NormTable {
  return {
    id: row.id,
    taskId: row.taskId,
    language: row.language,
    districtId: row.districtId,
    version: row.version,
    kind: row.kind,
    state: row.state,
    label: row.label,
    groups: normsTableOf(row).groups.map((g) => ({
      grade: g.grade,
      ...(g.season ? { season: g.season } : {}),
      mean: g.mean,
      sd: g.sd,
    })),
    createdAt: row.createdAt.toISOString(),
    activatedAt: row.activatedAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

/** Version of a district's n-th table of a task: unique (the id), ordered (n), with its kind. */
export const normTableVersion = (kind: 'local' | 'imported', n: number, id: string) =>
  `${kind}-${n}-${id}`;
