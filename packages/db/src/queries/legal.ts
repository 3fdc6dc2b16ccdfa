import { and, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { legalAcceptances, legalDocuments } from '../schema/index.ts';
import type { LegalDocumentKind } from '../schema/enums.ts';

export type LegalDocument = typeof legalDocuments.$inferSelect;
type NewLegalDocument = typeof legalDocuments.$inferInsert;

/** Inserts documents, leaving any (kind, version, locale) that exists already untouched. */
export async function insertLegalDocuments(
  db: Db,
  rows: readonly NewLegalDocument[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(legalDocuments)
    .values([...rows])
    .onConflictDoNothing({
      target: [legalDocuments.kind, legalDocuments.version, legalDocuments.locale],
    })
    .returning({ id: legalDocuments.id });
  return inserted.length;
}

/** One legal document by id when it is published (at or before `now`). */
export async function findPublishedLegalDocument(
  db: Db,
  id: string,
  now: Date,
): Promise<LegalDocument | undefined> {
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(
      and(
        eq(legalDocuments.id, id),
        isNotNull(legalDocuments.publishedAt),
        lte(legalDocuments.publishedAt, now),
      ),
    );
  return row;
}

/**
 * The published documents of some kinds, newest publication first: callers pick the current
 * version of a kind and its best locale from them.
 */
export async function findPublishedLegalDocumentsOfKinds(
  db: Db,
  kinds: readonly LegalDocumentKind[],
  now: Date,
): Promise<LegalDocument[]> {
  if (kinds.length === 0) return [];
  return db
    .select()
    .from(legalDocuments)
    .where(
      and(
        inArray(legalDocuments.kind, [...kinds]),
        isNotNull(legalDocuments.publishedAt),
        lte(legalDocuments.publishedAt, now),
      ),
    )
    .orderBy(desc(legalDocuments.publishedAt), desc(legalDocuments.version));
}

/** The (kind, version) pairs a user has accepted, in any locale, as `kind@version`. */
export async function findAcceptedVersions(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ kind: legalDocuments.kind, version: legalDocuments.version })
    .from(legalAcceptances)
    .innerJoin(legalDocuments, eq(legalDocuments.id, legalAcceptances.documentId))
    .where(eq(legalAcceptances.userId, userId));
  return new Set(rows.map((r) => `${r.kind}@${r.version}`));
}

/** Records that a user accepted documents (again accepting one changes nothing). */
export async function insertLegalAcceptances(
  db: Db,
  params: { userId: string; documentIds: readonly string[]; acceptedAt: Date },
): Promise<void> {
  if (params.documentIds.length === 0) return;
  await db
    .insert(legalAcceptances)
    .values(
      [...new Set(params.documentIds)].map((documentId) => ({
        userId: params.userId,
        documentId,
        acceptedAt: params.acceptedAt,
      })),
    )
    .onConflictDoNothing();
}
