import { useQuery } from '@tanstack/react-query';
import { ActivationCodeCheckSchema, type ActivationCodeCheck } from '@roar/contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { familyKeys } from './family-keys.ts';

/** Normalised form of a typed code (codes are lower-case letters and digits). */
export const normalizeCode = (code: string) => code.trim().toLowerCase();

/** GET /api/activation-codes/:code (public): whether the code is valid and for which org. */
export async function checkActivationCode(
  code: string,
  signal?: AbortSignal,
): Promise<ActivationCodeCheck> {
  const body = await apiClient.get<unknown>(`/activation-codes/${encodeURIComponent(code)}`, {
    signal,
  });
  return ActivationCodeCheckSchema.parse(body);
}

/** Checks `code` (already debounced by the caller); idle for an empty code. */
export function useActivationCodeCheck(code: string) {
  const normalized = normalizeCode(code);
  return useQuery({
    queryKey: familyKeys.activationCode(normalized),
    queryFn: ({ signal }) => checkActivationCode(normalized, signal),
    enabled: normalized.length > 0,
    staleTime: 60_000,
  });
}
