import type { TFunction } from 'i18next';
import type { NormTableLabel } from '@roar/contracts';
import { catalogueTask } from '@roar/contracts';

/**
 * A table's label in words (packages/scoring norms-label.ts): 'local: <district>, <n> students,
 * <dates>', 'imported: <source>' or 'provisional'.
 */
export function tableLabel(
  t: TFunction,
  table: { kind: 'local' | 'imported' | 'provisional'; label: NormTableLabel },
): string {
  const { label } = table;
  if (table.kind === 'local') {
    const values = {
      district: label.district ?? '?',
      students: label.students ?? '?',
      from: label.from ?? '?',
      to: label.to ?? '?',
    };
    return t(label.from === label.to ? 'tables.label.localOneDay' : 'tables.label.local', values);
  }
  if (table.kind === 'imported') return t('tables.label.imported', { source: label.source ?? '?' });
  return t('tables.label.provisional');
}

/** A game's name for administrators, or its id when it is not in the catalogue. */
export const taskName = (taskId: string) => catalogueTask(taskId)?.name ?? taskId;

/** An ISO date-time as its day (YYYY-MM-DD). */
export const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '—');
