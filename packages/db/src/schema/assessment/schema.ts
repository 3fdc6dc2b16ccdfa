import { pgSchema } from 'drizzle-orm/pg-core';

/**
 * Postgres schema of the app target: runs, trials, interactions, scores. It may live on its own
 * database (ASSESSMENT_DATABASE_URL), so nothing here has a foreign key into `core`.
 */
export const assessment = pgSchema('assessment');
