import { pgSchema } from 'drizzle-orm/pg-core';

/** Postgres schema of the admin target: identity, organisations, catalogue, administrations. */
export const core = pgSchema('core');
