import { insertLegalDocuments, type Db } from '@roar/db';
import { LEGAL_TEXTS, LEGAL_VERSION } from './texts.ts';

/**
 * Publishes the current legal documents (consent, assent, terms in every locale of texts.ts).
 * Idempotent: a document that exists (same kind, version, locale) is left as it is, so it is safe
 * on every start and on replicas starting together. Answers how many were added.
 */
export async function seedLegalDocuments(db: Db, now = new Date()): Promise<number> {
  const rows = Object.entries(LEGAL_TEXTS).flatMap(([locale, texts]) =>
    (['consent', 'assent', 'terms'] as const).map((kind) => ({
      kind,
      version: LEGAL_VERSION,
      locale,
      title: texts[kind].title,
      body: texts[kind].body,
      publishedAt: now,
      createdAt: now,
    })),
  );
  return insertLegalDocuments(db, rows);
}
