import type { AccessTokenPayload } from '@roar/contracts';
import {
  findAdministrationInScope,
  findPublishedLegalDocument,
  hasAssignment,
  lookupAdministration,
  type Db,
} from '@roar/db';
import { scopeOf } from '../access/scope.ts';
import { loadAdministrationView } from './presenter.ts';

/**
 * The `administrations` document: readable when one of its organisations reaches into the
 * caller's scope, or when the caller holds an assignment of it.
 */
export async function readAdministrationDocument(
  db: Db,
  auth: AccessTokenPayload,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const row =
    (await findAdministrationInScope(db, id, scopeOf(auth))) ??
    ((await hasAssignment(db, { userId: auth.sub, administrationId: id }))
      ? await lookupAdministration(db, id)
      : undefined);
  return row && loadAdministrationView(db, row);
}

/** The `legal` document: a published legal document, readable by any signed-in user. */
export async function readLegalDocument(
  db: Db,
  id: string,
  now = new Date(),
): Promise<Record<string, unknown> | undefined> {
  const doc = await findPublishedLegalDocument(db, id, now);
  if (!doc) return undefined;
  return {
    id: doc.id,
    kind: doc.kind,
    version: doc.version,
    locale: doc.locale,
    title: doc.title,
    body: doc.body,
    publishedAt: doc.publishedAt?.toISOString() ?? null,
  };
}
