import type { TFunction } from 'i18next';
import type { ReportRow, ReportTask } from '@roar/contracts';

/** A grade as people read it: 'Kindergarten', 'Grade 3', ... */
export function gradeLabel(t: TFunction, grade: string | null | undefined): string {
  if (!grade) return '';
  const upper = grade.toUpperCase();
  if (upper === 'PK' || upper === 'TK' || upper === 'K') return t(`grades.${upper}`);
  if (grade === '13') return t('grades.postSecondary');
  return /^\d+$/.test(grade) ? t('grades.numbered', { grade }) : grade;
}

/** A task as admins know it: catalogue name, with the participants' name when it differs. */
export function taskLabel(task: Pick<ReportTask, 'name' | 'publicName'>): string {
  return task.publicName && task.publicName !== task.name
    ? `${task.name} (${task.publicName})`
    : task.name;
}

/** The name fields of a table row or a group's student (which has no email). */
type Named = Pick<ReportRow, 'userId' | 'firstName' | 'lastName' | 'username'> & {
  email?: string | null;
};

/** How a row names its student in labels ("View Maya's score report"). */
export function firstNameOf(row: Named): string {
  return row.firstName || row.username || row.lastName || row.email || row.userId;
}

export function fullNameOf(row: Named): string {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return name || row.username || row.email || row.userId;
}

/** Engagement flags in words, joined ('answers came too fast, not enough answers'). */
export function flagsText(t: TFunction, flags: readonly string[]): string {
  return flags.map((flag) => t(`flags.${flag}`, { defaultValue: flag })).join(', ');
}
