import { useMutation } from '@tanstack/react-query';
import {
  CreateAdministratorResponseSchema,
  type CreateAdministratorRequest,
  type CreateAdministratorResponse,
} from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { usersKeys } from './users-keys.ts';

/** POST /api/admin/administrators; 409 `email_taken` when the address belongs to an account. */
export async function createAdministrator(
  request: CreateAdministratorRequest,
): Promise<CreateAdministratorResponse> {
  const body = await apiClient.post<unknown>('/admin/administrators', request);
  return CreateAdministratorResponseSchema.parse(body);
}

export function useCreateAdministrator() {
  return useMutation({
    mutationKey: usersKeys.createAdministrator(),
    mutationFn: createAdministrator,
  });
}
