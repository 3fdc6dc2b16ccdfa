import { boolean, index, integer, jsonb, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { bytea, idColumn, timestamps } from '../columns.ts';
import { core } from './schema.ts';

/** The task catalogue. Ids are short readable names chosen by us ('swr', 'pa', ...). */
export const tasks = core.table('tasks', {
  id: text().primaryKey(),
  name: text().notNull(),
  publicName: text(),
  description: text(),
  imageUrl: text(),
  /** Set for a task hosted elsewhere; null for our own games. */
  externalUrl: text(),
  registered: boolean().notNull().default(false),
  /** Short tags shown on the participant's game tab (e.g. 'Reading', 'Spanish'). */
  meta: jsonb().$type<{ tags?: string[] }>().notNull().default({}),
  /** Position in task lists and report columns (lower first). */
  displayOrder: integer().notNull().default(100),
  isTest: boolean().notNull().default(false),
  ...timestamps(),
});

/**
 * A named parameter set of a task. Treat as immutable once used by an administration: change
 * parameters by creating a new variant, so past runs keep meaning what they meant.
 */
export const taskVariants = core.table(
  'task_variants',
  {
    id: idColumn(),
    taskId: text()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    description: text(),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    registered: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [unique('task_variants_task_id_name_key').on(t.taskId, t.name)],
);

/**
 * The shared secret of an external game's variant (ADR 027), sealed with a key derived from the
 * server's signing key; kept apart from the variant so no query of variants ever reads it.
 */
export const variantSecrets = core.table('variant_secrets', {
  variantId: text()
    .primaryKey()
    .references(() => taskVariants.id, { onDelete: 'cascade' }),
  sealed: bytea().notNull(),
  ...timestamps(),
});

/** A named, ordered set of variants offered together when building an administration. */
export const taskBundles = core.table('task_bundles', {
  id: idColumn(),
  name: text().notNull().unique('task_bundles_name_key'),
  description: text(),
  ...timestamps(),
});

export const taskBundleVariants = core.table(
  'task_bundle_variants',
  {
    bundleId: text()
      .notNull()
      .references(() => taskBundles.id, { onDelete: 'cascade' }),
    variantId: text()
      .notNull()
      .references(() => taskVariants.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'task_bundle_variants_pkey', columns: [t.bundleId, t.variantId] }),
    index('task_bundle_variants_variant_id_idx').on(t.variantId),
  ],
);
