import type { ReportTextOverrides } from './types.ts';

/** British English: Nursery and Reception, percentage. */
export const EN_GB: ReportTextOverrides = {
  grades: { PK: 'Nursery (Pre-K)', TK: 'Transitional kindergarten', K: 'Reception (K)' },
  scores: { percentCorrect: 'Percentage correct' },
  history: { chartLabel: '{task}: {measure} by date of completion' },
};
