import { sql } from 'drizzle-orm';
import { index, integer, jsonb, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, oneOf, timestamps, timestamptz } from '../columns.ts';
import { core } from './schema.ts';
import { tasks } from './tasks.ts';

/** Models a set is fitted with (packages/scoring calibration.ts). */
export const ITEM_PARAMETER_MODELS = ['rasch', '2pl'] as const;
export type ItemParameterModel = (typeof ITEM_PARAMETER_MODELS)[number];

/** Life of a set: a calibration writes a draft; activation retires the task's previous set. */
export const ITEM_PARAMETER_SET_STATES = ['draft', 'active', 'retired'] as const;
export type ItemParameterSetState = (typeof ITEM_PARAMETER_SET_STATES)[number];

/** One item of a stored set: its bank id and 4PL parameters, with how it fitted. */
export interface StoredItemParameters {
  id: string;
  a: number;
  b: number;
  c: number;
  d: number;
  seA: number | null;
  seB: number | null;
  n: number;
  infit: number | null;
  outfit: number | null;
  flags: string[];
  /** False: flagged or unanswered; scoring keeps the bank's prior for it. */
  usable: boolean;
}

/**
 * Versioned item-parameter sets of a task (issue 20 item 3; ADR 052): a calibration job writes a
 * draft with its provenance, a super administrator activates it, and scoring reads the active
 * set instead of the item bank's priors in code. At most one active set per task (partial unique
 * index); no set at all means the priors.
 */
export const itemParameterSets = core.table(
  'item_parameter_sets',
  {
    id: idColumn(),
    taskId: text()
      .notNull()
      .references(() => tasks.id, { onDelete: 'restrict' }),
    /** '<task>.<n>', n counting the task's sets from 1. */
    version: text().notNull(),
    model: text().$type<ItemParameterModel>().notNull(),
    items: jsonb().$type<StoredItemParameters[]>().notNull(),
    /** Sample size, dates of the runs, scale link, convergence (calibration.ts provenance). */
    provenance: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Counts of flags, mean infit and outfit. */
    fit: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Mantel-Haenszel tables per grouping (dif.ts). */
    dif: jsonb().$type<unknown[]>().notNull().default([]),
    /** Runs and students the set was fitted from (also in provenance; kept for lists). */
    runs: integer().notNull(),
    state: text().$type<ItemParameterSetState>().notNull().default('draft'),
    createdBy: text(),
    activatedBy: text(),
    activatedAt: timestamptz(),
    retiredAt: timestamptz(),
    ...timestamps(),
  },
  (t) => [
    unique('item_parameter_sets_task_id_version_key').on(t.taskId, t.version),
    uniqueIndex('item_parameter_sets_one_active_idx')
      .on(t.taskId)
      .where(sql`${t.state} = 'active'`),
    index('item_parameter_sets_task_id_idx').on(t.taskId, t.createdAt),
    oneOf('item_parameter_sets_model_check', t.model, ITEM_PARAMETER_MODELS),
    oneOf('item_parameter_sets_state_check', t.state, ITEM_PARAMETER_SET_STATES),
  ],
);

export type ItemParameterSetRow = typeof itemParameterSets.$inferSelect;
