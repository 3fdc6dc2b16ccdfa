import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LaunchStudentsSchema, type LaunchStudents } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { familyKeys } from './family-keys.ts';

/** GET /api/admin/launch/students?search=&page=: students in the launcher's organisations. */
export async function getLaunchStudents(
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<LaunchStudents> {
  const body = await apiClient.get<unknown>('/admin/launch/students', {
    query: { search: search || undefined, page },
    signal,
  });
  return LaunchStudentsSchema.parse(body);
}

export function useLaunchStudents(search: string, page: number) {
  return useQuery({
    queryKey: familyKeys.launchStudents(search, page),
    queryFn: ({ signal }) => getLaunchStudents(search, page, signal),
    placeholderData: keepPreviousData,
  });
}
