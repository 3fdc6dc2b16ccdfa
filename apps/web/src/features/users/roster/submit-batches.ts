import {
  ROSTER_BATCH_MAX,
  type OrgLists,
  type RosterRow,
  type RosterRowResult,
} from '@roar/contracts';
import { isApiRequestError } from '../../../lib/api-client.ts';

type Send = (request: {
  rows: RosterRow[];
  orgs?: Omit<OrgLists, 'families'>;
}) => Promise<RosterRowResult[]>;

/**
 * Sends rows in batches of ROSTER_BATCH_MAX, one after another, reporting after each batch. A
 * batch the server refuses as a whole fails each of its rows (with the reason the server gave
 * for the organisations, or 'not_created'); the next batches still go.
 */
export async function submitInBatches(
  rows: readonly RosterRow[],
  orgs: Omit<OrgLists, 'families'> | undefined,
  send: Send,
  onProgress: (results: RosterRowResult[]) => void,
): Promise<RosterRowResult[]> {
  const results: RosterRowResult[] = [];
  for (let start = 0; start < rows.length; start += ROSTER_BATCH_MAX) {
    const batch = rows.slice(start, start + ROSTER_BATCH_MAX);
    try {
      results.push(...(await send({ rows: batch, ...(orgs ? { orgs } : {}) })));
    } catch (err) {
      const orgProblem = isApiRequestError(err)
        ? Object.entries(err.fields ?? {}).find(([field]) => field.startsWith('orgs'))
        : undefined;
      const error = orgProblem
        ? { field: 'orgs', code: 'unknown_org' as const }
        : { field: 'row', code: 'not_created' as const };
      results.push(
        ...batch.map((row) => ({ row: row.row, status: 'failed' as const, errors: [error] })),
      );
    }
    onProgress([...results]);
  }
  return results;
}
