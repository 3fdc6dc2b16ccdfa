/**
 * School grades as stored: pre-kindergarten, transitional kindergarten, kindergarten, 1 to 12.
 * Zod-free, so any page may use it.
 */
export const SCHOOL_GRADES = [
  'PK',
  'TK',
  'K',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
] as const;
export type SchoolGrade = (typeof SCHOOL_GRADES)[number];
