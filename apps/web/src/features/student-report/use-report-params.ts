import { useMemo } from 'react';
import { useParams } from 'react-router';
import { StudentReportParamsSchema, type StudentReportParams } from '@roar/contracts';

/** The student report's path parameters (the report and its letter), or null when malformed. */
export function useReportParams(): StudentReportParams | null {
  const params = useParams();
  const parsed = StudentReportParamsSchema.safeParse(params);
  const data = parsed.success ? parsed.data : null;
  const key = data ? JSON.stringify(data) : null;
  // Same params, same object: the query options and memoised content stay stable.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => data, [key]);
}
