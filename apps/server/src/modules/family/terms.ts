import type { FamilyConsent, RegistrationTerms } from '@roar/contracts';
import { findPublishedLegalDocumentsOfKinds, type Db, type LegalDocument } from '@roar/db';
import { AppError } from '../../lib/errors.ts';
import { LEGAL_FALLBACK_LOCALE, pickTranslation } from '../legal/pending.ts';

/** The documents of the newest published terms version, in every locale it exists in. */
async function currentTermsVersion(db: Db): Promise<LegalDocument[]> {
  const published = await findPublishedLegalDocumentsOfKinds(db, ['terms'], new Date());
  const newest = published[0];
  return newest ? published.filter((doc) => doc.version === newest.version) : [];
}

/** The current terms a registering parent reads, in their language when it exists. */
export async function currentTerms(
  db: Db,
  locale: string | undefined,
): Promise<RegistrationTerms | undefined> {
  const doc = pickTranslation(await currentTermsVersion(db), locale ?? null);
  return (
    doc && {
      documentId: doc.id,
      version: doc.version,
      locale: doc.locale,
      title: doc.title,
      body: doc.body,
    }
  );
}

/**
 * The terms document a registration accepts: the consent must name the current version (by a
 * document id of it, or the version). Undefined when no terms are published (nothing to record).
 */
export async function acceptedTermsDocument(
  db: Db,
  consent: FamilyConsent,
): Promise<string | undefined> {
  const docs = await currentTermsVersion(db);
  if (docs.length === 0) return undefined;
  const byId = docs.find((doc) => doc.id === consent.documentId);
  if (byId) return byId.id;
  if (consent.version !== undefined && consent.version === docs[0]?.version) {
    return pickTranslation(docs, LEGAL_FALLBACK_LOCALE)?.id;
  }
  throw new AppError('validation_failed', 'The current terms must be accepted.', {
    consent: 'terms_not_current',
  });
}
