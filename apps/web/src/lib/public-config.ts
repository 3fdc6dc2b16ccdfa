import { queryOptions, useQuery } from '@tanstack/react-query';
import { IDLE_COUNTDOWN_MS, IDLE_THRESHOLD_MS, type PublicConfig } from '@roar/contracts';
import { apiClient } from './api-client.ts';
import { configureAttestation } from './attestation.ts';

/**
 * Settings used until GET /api/config answers (or when it fails): the defaults of
 * docs/product/constants.md.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  idleThresholdMs: IDLE_THRESHOLD_MS,
  idleCountdownMs: IDLE_COUNTDOWN_MS,
  ssoProviders: [],
  authDomain: null,
  devOutbox: false,
  mapsApiKey: null,
  captchaSiteKey: null,
};

export const publicConfigKeys = { all: ['public-config'] as const };

/** GET /api/config, parsed with the contract (the schema library loads with this call only). */
export async function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  const body = await apiClient.get<unknown>('/config', { signal });
  const { parsePublicConfig } = await import('./public-config-schema.ts');
  const config = parsePublicConfig(body);
  configureAttestation(config.captchaSiteKey);
  return config;
}

/** Read once per app run: the settings do not change while the server runs. */
export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKeys.all,
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The server's public settings, or the defaults while they load. */
export function usePublicConfig(): PublicConfig {
  const { data } = useQuery(publicConfigQuery);
  return data ?? DEFAULT_PUBLIC_CONFIG;
}
