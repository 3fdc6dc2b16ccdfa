import type { StudentReportParams } from '@roar/contracts';

/** Query keys of the individual score report. */
export const studentReportKeys = {
  all: ['student-report'] as const,
  detail: (params: StudentReportParams) =>
    [
      ...studentReportKeys.all,
      params.administrationId,
      params.orgType,
      params.orgId,
      params.userId,
    ] as const,
  survey: (params: StudentReportParams) => [...studentReportKeys.detail(params), 'survey'] as const,
};
