import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  normTables,
  orgs,
  runs,
  scores,
  type NewNormTableRow,
  type NormTableRow,
  type Org,
} from '../schema/index.ts';

/**
 * Stored norm tables of a district (issue 20 item 4; docs/decisions/054-local-norm-tables.md) and
 * the runs the norming job and the activation preview read.
 */

/** A district (not archived) by id, or undefined for anything else. */
export async function findDistrict(db: Db, id: string): Promise<Org | undefined> {
  const [row] = await db
    .select()
    .from(orgs)
    .where(and(eq(orgs.id, id), eq(orgs.type, 'district'), isNull(orgs.archivedAt)));
  return row;
}

/** A district's norm tables, optionally of one task, newest first. */
export async function listNormTables(
  db: Db,
  params: { districtId: string; taskId?: string },
): Promise<NormTableRow[]> {
  return db
    .select()
    .from(normTables)
    .where(
      and(
        eq(normTables.districtId, params.districtId),
        params.taskId ? eq(normTables.taskId, params.taskId) : undefined,
      ),
    )
    .orderBy(asc(normTables.taskId), desc(normTables.createdAt), desc(normTables.id));
}

export async function findNormTable(db: Db, id: string): Promise<NormTableRow | undefined> {
  const [row] = await db.select().from(normTables).where(eq(normTables.id, id));
  return row;
}

/** The tables of a district (null: those for every district), task and language. */
const tablesOf = (params: { districtId: string | null; taskId: string; language: string }) =>
  and(
    params.districtId === null
      ? isNull(normTables.districtId)
      : eq(normTables.districtId, params.districtId),
    eq(normTables.taskId, params.taskId),
    eq(normTables.language, params.language),
  );

/**
 * How many tables the district already holds for the task and language: the next table's
 * sequence number is this plus one (a part of its version).
 */
export async function countNormTables(
  db: Db,
  params: { districtId: string | null; taskId: string; language: string },
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(normTables).where(tablesOf(params));
  return row?.n ?? 0;
}

/** Stores a new table as a draft. */
export async function insertNormTableDraft(
  db: Db,
  values: Omit<NewNormTableRow, 'state' | 'activatedAt' | 'activatedBy' | 'retiredAt'>,
): Promise<NormTableRow> {
  const [row] = await db
    .insert(normTables)
    .values({ ...values, state: 'draft' })
    .returning();
  return row!;
}

/** The active table of a district (null: the tables for every district), task and language. */
export async function findActiveNormTable(
  db: Db,
  params: { districtId: string | null; taskId: string; language: string },
): Promise<NormTableRow | undefined> {
  const [row] = await db
    .select()
    .from(normTables)
    .where(and(tablesOf(params), eq(normTables.state, 'active')));
  return row;
}

export type ActivateNormTableResult =
  | { ok: true; activated: NormTableRow; retired: NormTableRow | null }
  | { ok: false; reason: 'not-found' | 'not-draft' };

/**
 * Activates a draft: in one transaction the table active before for the same district, task and
 * language is retired and the draft becomes active (the partial unique index keeps one active).
 * The draft's row is locked first, so two activations of it cannot both pass.
 */
export async function activateNormTable(
  db: Db,
  params: { id: string; activatedBy: string | null; now?: Date },
): Promise<ActivateNormTableResult> {
  const now = params.now ?? new Date();
  return db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(normTables)
      .where(eq(normTables.id, params.id))
      .for('update');
    if (!draft) return { ok: false, reason: 'not-found' } as const;
    if (draft.state !== 'draft') return { ok: false, reason: 'not-draft' } as const;
    const [retired] = await tx
      .update(normTables)
      .set({ state: 'retired', retiredAt: now })
      .where(
        and(
          draft.districtId === null
            ? isNull(normTables.districtId)
            : eq(normTables.districtId, draft.districtId),
          eq(normTables.taskId, draft.taskId),
          eq(normTables.language, draft.language),
          eq(normTables.state, 'active'),
        ),
      )
      .returning();
    const [activated] = await tx
      .update(normTables)
      .set({ state: 'active', activatedAt: now, activatedBy: params.activatedBy })
      .where(eq(normTables.id, draft.id))
      .returning();
    return { ok: true, activated: activated!, retired: retired ?? null } as const;
  });
}

/** A completed run of a district as norming reads it: its normed score and grade at completion. */
export interface NormingRun {
  id: string;
  userId: string;
  completedAt: Date | null;
  reliable: boolean | null;
  bestRun: boolean;
  /** The headline score the norms apply to (computed.composite.rawScore). */
  score: number | null;
  /** The grade the score recorded at completion ('K', '3'...). */
  grade: string | null;
  /** Set when the run was scored against a norms table (its score is on the tables' scale). */
  normsVersion: string | null;
}

/**
 * A page of the completed runs of a district's students for one task (every administration),
 * in id order after `afterId`, with the fields of their stored composite scores that norming
 * needs. `bestOnly`: only each assignment's best run (what reports show).
 */
export async function findNormingRuns(
  db: Db,
  params: {
    districtId: string;
    taskId: string;
    afterId?: string | null;
    limit: number;
    bestOnly?: boolean;
  },
): Promise<NormingRun[]> {
  const composite = sql`${scores.computed} -> 'composite'`;
  const rows = await db
    .select({
      id: runs.id,
      userId: runs.userId,
      completedAt: runs.completedAt,
      reliable: runs.reliable,
      bestRun: runs.bestRun,
      score: sql<number | string | null>`(${composite} ->> 'rawScore')::double precision`,
      grade: sql<string | null>`${composite} ->> 'grade'`,
      normsVersion: sql<string | null>`${composite} ->> 'normsVersion'`,
    })
    .from(runs)
    .innerJoin(scores, eq(scores.runId, runs.id))
    .where(
      and(
        eq(runs.districtId, params.districtId),
        eq(runs.taskId, params.taskId),
        eq(runs.state, 'completed'),
        params.bestOnly ? eq(runs.bestRun, true) : undefined,
        params.afterId ? gt(runs.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(runs.id))
    .limit(params.limit);
  return rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
}

/** How many completed runs of the task a district has (the norming job's progress total). */
export async function countNormingRuns(
  db: Db,
  params: { districtId: string; taskId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(runs)
    .where(
      and(
        eq(runs.districtId, params.districtId),
        eq(runs.taskId, params.taskId),
        eq(runs.state, 'completed'),
      ),
    );
  return row?.n ?? 0;
}
