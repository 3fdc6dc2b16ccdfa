import type { AccessTokenPayload } from '@roar/contracts';
import { findPublishedLegalDocument, insertLegalAcceptances, type Db } from '@roar/db';
import { notFound } from '../../lib/errors.ts';
import { actingStudent } from '../assignments/acting-student.ts';

/**
 * Records that the caller (or, in launch mode, the student they act for) accepted published legal
 * documents. An unknown or unpublished document answers 404 and records nothing.
 */
export async function acceptLegalDocuments(
  db: Db,
  auth: AccessTokenPayload,
  body: { documentIds: string[]; launchId?: string | undefined },
  now = new Date(),
): Promise<void> {
  const student = await actingStudent(db, auth, body.launchId, now);
  for (const id of new Set(body.documentIds)) {
    if (!(await findPublishedLegalDocument(db, id, now))) throw notFound('No such document.');
  }
  await insertLegalAcceptances(db, {
    userId: student.id,
    documentIds: body.documentIds,
    acceptedAt: now,
  });
}
