import type { TFunction } from 'i18next';
import { CLASS_GRADES } from '@roar/contracts';

/** Select options of a class's grade: Pre-K, Transitional Kindergarten, Kindergarten, 1-12. */
export function gradeOptions(t: TFunction): { value: string; label: string }[] {
  return CLASS_GRADES.map((grade) => ({
    value: grade,
    label: /^\d+$/.test(grade) ? t('grades.numbered', { grade }) : t(`grades.${grade}`),
  }));
}
