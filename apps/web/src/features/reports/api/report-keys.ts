import type {
  ReportFilter,
  ReportGroupsQuery,
  ReportParams,
  ReportTableQuery,
} from '@roar/contracts';

/** Which report an endpoint belongs to; also the first segment of its API path. */
export type ReportKind = 'progress' | 'scores';

/** Query keys of the reports feature: everything of one report sits under `report(params)`. */
export const reportKeys = {
  all: ['reports'] as const,
  report: (p: ReportParams) => [...reportKeys.all, p.administrationId, p.orgType, p.orgId] as const,
  header: (p: ReportParams) => [...reportKeys.report(p), 'header'] as const,
  summary: (kind: ReportKind, p: ReportParams, filter: ReportFilter) =>
    [...reportKeys.report(p), kind, 'summary', filter] as const,
  students: (kind: ReportKind, p: ReportParams, query: ReportTableQuery) =>
    [...reportKeys.report(p), kind, 'students', query] as const,
  survey: (p: ReportParams) => [...reportKeys.report(p), 'survey'] as const,
  groups: (p: ReportParams, query: ReportGroupsQuery) =>
    [...reportKeys.report(p), 'scores', 'groups', query] as const,
};
