import { PublicConfigSchema, type PublicConfig } from '@roar/contracts';

/** Parses GET /api/config with the contract; loaded on demand so zod stays off the first load. */
export function parsePublicConfig(body: unknown): PublicConfig {
  return PublicConfigSchema.parse(body);
}
