import type { TFunction } from 'i18next';
import { STUDENT_GRADES } from '@roar/contracts';

/** A grade as people read it: 'Kindergarten', 'Grade 3', ... */
export function gradeLabel(t: TFunction, grade: string | null | undefined): string {
  if (!grade) return '';
  if (grade === 'PK' || grade === 'TK' || grade === 'K') return t(`grades.${grade}`);
  if (grade === '13') return t('grades.postSecondary');
  return t('grades.numbered', { grade });
}

/** Options of a grade select, in school order. */
export function gradeOptions(t: TFunction): { value: string; label: string }[] {
  return STUDENT_GRADES.map((grade) => ({ value: grade, label: gradeLabel(t, grade) }));
}

/** The localised text of a field problem code from the server or the shared rules. */
export function problemText(t: TFunction, code: string): string {
  return t(`errors.${code}`, { defaultValue: t('errors.invalid') });
}

/** A user's name for messages: first and last name, else the login. */
export function userName(user: {
  name: { first: string | null; last: string | null };
  username: string | null;
  email: string | null;
}): string {
  const name = [user.name.first, user.name.last].filter(Boolean).join(' ');
  return name || user.username || user.email || '';
}
