import {
  JobDetailSchema,
  ListNormTablesResponseSchema,
  NormTablePreviewSchema,
  NormTableSchema,
  type ImportNormTableRequest,
  type JobDetail,
  type ListNormTablesResponse,
  type NormTable,
  type NormTablePreview,
} from '@roar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

// A district's norm tables (docs/decisions/054-local-norm-tables.md): list, build (a background
// job), import from CSV, preview, activate.

const seg = encodeURIComponent;
const districtPath = (districtId: string) => `/admin/districts/${seg(districtId)}/norm-tables`;

export const normsKeys = {
  all: ['norm-tables'] as const,
  list: (districtId: string) => [...normsKeys.all, 'list', districtId] as const,
  preview: (id: string) => [...normsKeys.all, 'preview', id] as const,
};

export const normTablesQuery = (districtId: string) =>
  queryOptions({
    queryKey: normsKeys.list(districtId),
    queryFn: async (): Promise<ListNormTablesResponse> =>
      ListNormTablesResponseSchema.parse(await apiClient.get<unknown>(districtPath(districtId))),
  });

export const normTablePreviewQuery = (id: string) =>
  queryOptions({
    queryKey: normsKeys.preview(id),
    queryFn: async (): Promise<NormTablePreview> =>
      NormTablePreviewSchema.parse(
        await apiClient.get<unknown>(`/admin/norm-tables/${seg(id)}/preview`),
      ),
    staleTime: 0,
  });

/** POST .../builds: answers the job (queued). */
export async function startLocalNorms(districtId: string, taskId: string): Promise<JobDetail> {
  return JobDetailSchema.parse(
    await apiClient.post<unknown>(`${districtPath(districtId)}/builds`, { taskId }),
  );
}

/** POST .../imports: the draft, or an ApiRequestError 400 whose fields list the problems. */
export async function importNormTable(
  districtId: string,
  request: ImportNormTableRequest,
): Promise<NormTable> {
  return NormTableSchema.parse(
    await apiClient.post<unknown>(`${districtPath(districtId)}/imports`, request),
  );
}

export async function activateNormTable(id: string): Promise<NormTable> {
  return NormTableSchema.parse(
    await apiClient.post<unknown>(`/admin/norm-tables/${seg(id)}/activate`),
  );
}

/** One problem of a refused import, read from the error's `csv.<i>` field (`<line>:<code>`). */
export interface CsvProblem {
  line: number;
  code: string;
}

export function csvProblems(fields: Record<string, string> | undefined): CsvProblem[] {
  return Object.entries(fields ?? {})
    .filter(([key]) => key.startsWith('csv.'))
    .sort(([a], [b]) => Number(a.slice(4)) - Number(b.slice(4)))
    .map(([, value]) => {
      const [line, ...code] = value.split(':');
      return { line: Number(line), code: code.join(':') };
    });
}
