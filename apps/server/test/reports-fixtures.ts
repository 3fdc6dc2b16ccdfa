import { expect } from 'vitest';
import type { ReportPage } from '@roar/contracts';
import type { DemoFixture } from './demo-fixtures.ts';
import { runClient, trialBatch } from './runs-fixtures.ts';

export const DISTRICT_ADMIN = 'admin@demo.roar.test';

/** Plays a screener task for a student through the run API; completes it unless `started`. */
export async function playScreener(
  demo: DemoFixture,
  login: string,
  taskId: string,
  options: { trials?: number; rt?: number; started?: boolean } = {},
): Promise<string> {
  const api = runClient(demo);
  const created = await api.create(login, { administrationId: demo.screenerId, taskId });
  expect(created.statusCode).toBe(200);
  const runId = created.json().id as string;
  const upload = await api.trials(
    login,
    runId,
    trialBatch(0, options.trials ?? 50, { rt: options.rt ?? 850, taskId }),
  );
  expect(upload.statusCode).toBe(200);
  if (!options.started) expect((await api.complete(login, runId)).statusCode).toBe(200);
  return runId;
}

/** Report URLs of the demo screener over one demo organisation. */
export function reportUrls(demo: DemoFixture) {
  return (orgType: string, orgKey: keyof DemoFixture['orgId'], path = '', query = '') =>
    `/api/admin/reports/${demo.screenerId}/${orgType}/${demo.orgId[orgKey]}${path}${query ? `?${query}` : ''}`;
}

/** Usernames of a table page, in order. */
export const usernames = (page: ReportPage) => page.rows.map((r) => r.username);

/** RFC 4180 CSV text (after a BOM) as rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
