import { gradeNumber, type PendingLegalDocument } from '@roar/contracts';
import {
  findAcceptedVersions,
  findPublishedLegalDocumentsOfKinds,
  type AdministrationLegal,
  type Db,
  type LegalDocument,
  type User,
} from '@roar/db';

/** The locale every legal text exists in; the fallback of any other. */
export const LEGAL_FALLBACK_LOCALE = 'en-US';

/** What pending documents are decided from, loaded once per request. */
export interface LegalContext {
  /** Published consent and assent documents, newest publication first. */
  documents: LegalDocument[];
  /** `kind@version` pairs the student accepted (in any locale). */
  accepted: Set<string>;
}

export async function loadLegalContext(db: Db, userId: string, now: Date): Promise<LegalContext> {
  const [documents, accepted] = await Promise.all([
    findPublishedLegalDocumentsOfKinds(db, ['consent', 'assent'], now),
    findAcceptedVersions(db, userId),
  ]);
  return { documents, accepted };
}

/** Full years between a `YYYY-MM-DD` birth date and `now` (UTC), or null. */
export function ageInYears(dateOfBirth: string | null, now: Date): number | null {
  if (!dateOfBirth) return null;
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  if (!year) return null;
  const hadBirthday =
    now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** Adults (18+) and students in grade 12 or above give consent; younger students assent. */
export function legalKindFor(
  student: Pick<User, 'dateOfBirth' | 'grade'>,
  now: Date,
): 'consent' | 'assent' {
  const age = ageInYears(student.dateOfBirth, now);
  const grade = gradeNumber(student.grade);
  return (age !== null && age >= 18) || (grade !== null && grade >= 12) ? 'consent' : 'assent';
}

/** Of one version's translations, the student's locale, then its language, then en-US. */
export function pickTranslation(
  translations: readonly LegalDocument[],
  locale: string | null,
): LegalDocument | undefined {
  const language = locale?.split('-')[0]?.toLowerCase();
  return (
    translations.find((d) => d.locale === locale) ??
    translations.find((d) => d.locale.split('-')[0]?.toLowerCase() === language) ??
    translations.find((d) => d.locale === LEGAL_FALLBACK_LOCALE) ??
    translations[0]
  );
}

/**
 * The documents a student must still accept before starting an administration's assessments:
 * the current (latest published) version of the kind that applies to them, when the
 * administration requires that kind and they have not accepted that version.
 */
export function pendingLegal(
  context: LegalContext,
  requirement: AdministrationLegal | null,
  student: Pick<User, 'dateOfBirth' | 'grade' | 'preferredLocale'>,
  now: Date,
): PendingLegalDocument[] {
  const kind = legalKindFor(student, now);
  if (!requirement?.[kind]) return [];
  const current = context.documents.find((d) => d.kind === kind);
  if (!current || context.accepted.has(`${kind}@${current.version}`)) return [];
  const translations = context.documents.filter(
    (d) => d.kind === kind && d.version === current.version,
  );
  const document = pickTranslation(translations, student.preferredLocale);
  if (!document) return [];
  return [
    {
      documentId: document.id,
      kind,
      version: document.version,
      title: document.title,
      body: document.body,
    },
  ];
}
