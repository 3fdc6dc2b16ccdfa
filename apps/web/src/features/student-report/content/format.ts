import type { TFunction } from 'i18next';
import type { StudentReport } from '@roar/contracts';

/** A score as the report shows it: at most one decimal, no digit grouping (raw scores, %). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(
    value,
  );
}

/** A completion date in the reader's language (e.g. 'Oct 3, 2026' / '3 oct 2026'). */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** An ordinal number in the reader's language: 1st, 22nd, 43rd, 50th; 50.º in Spanish. */
export function ordinal(t: TFunction, n: number, locale: string): string {
  const category = new Intl.PluralRules(locale, { type: 'ordinal' }).select(n);
  const key = ['one', 'two', 'few'].includes(category) ? category : 'other';
  return t(`ordinal.${key}`, { n: String(n) });
}

/** The grade as a number, kindergarten and earlier 0; null when unknown. */
export function gradeNumber(grade: string | null | undefined): number | null {
  if (!grade) return null;
  if (['PK', 'TK', 'K'].includes(grade.toUpperCase())) return 0;
  const n = Number(grade);
  return Number.isInteger(n) ? n : null;
}

/**
 * Grades 6-12 read standard scores and grade-level wording; K-5 (and unknown grades) read
 * percentiles (docs/product/scoring.md section 4).
 */
export function isSecondary(grade: string | null | undefined): boolean {
  const n = gradeNumber(grade);
  return n !== null && n >= 6;
}

/** 'Kindergarten', '3' ('3.º' in Spanish), or 'Not recorded'. */
export function gradeLabel(t: TFunction, grade: string | null): string {
  if (!grade) return t('labels.notRecorded');
  const upper = grade.toUpperCase();
  if (upper === 'PK' || upper === 'TK' || upper === 'K') return t(`grades.${upper}`);
  return t('grades.numbered', { grade });
}

/** The name the sentences use: first name, else username, else 'the student'. */
export function firstNameOf(t: TFunction, student: StudentReport['student']): string {
  return student.firstName?.trim() || student.username?.trim() || t('fallbackName');
}

/** Full name for the heading and the file: first and last name, else the first-name fallback. */
export function fullNameOf(t: TFunction, student: StudentReport['student']): string {
  const name = [student.firstName, student.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || firstNameOf(t, student);
}
