import { withItems } from './ability.ts';
import { HIGHEST_GRADE, SUBSKILLS, type CoreMathAnswer, type Subskill } from './types.ts';

export type CoreMathSupportLevel = 'achieved' | 'developing' | 'needs-extra-support';

/**
 * A student's grade as recorded ('K', 'PK', 'TK', '3', '11') as a number: K and TK are 0, PK is
 * -1, '1' to '12' their number. Null when unknown or unreadable.
 */
export function gradeNumber(grade: string | null): number | null {
  if (grade === null) return null;
  const text = grade.trim().toUpperCase();
  if (text === 'K' || text === 'TK') return 0;
  if (text === 'PK') return -1;
  if (!/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 12 ? n : null;
}

/**
 * Support level from the grade estimate (roar-tasks.md section 4.2): 'achieved' when the
 * estimate is at least grade - 0.5, 'developing' when at least grade - 2.5, else
 * 'needs-extra-support'. The estimate cannot go below -1 (its prior; with every answer wrong it
 * stays near -0.5), so for kindergarten and grade 1 that rule would never give
 * 'needs-extra-support': there it is given when the estimate is below grade - 1. At every grade,
 * a run with no answer right needs extra support (grade 2 would otherwise read 'developing'). The grade compared is clamped to 0-8, the bank's range (PK counts as K; a grade-10
 * student at the top of the bank is 'achieved'). Null when the grade or the estimate is unknown.
 */
export function supportLevel(
  gradeScore: number | null,
  grade: number | null,
  anyCorrect: boolean,
): CoreMathSupportLevel | null {
  if (grade === null || gradeScore === null) return null;
  const g = Math.min(HIGHEST_GRADE, Math.max(0, grade));
  if (!anyCorrect || (g <= 1 && gradeScore < g - 1)) return 'needs-extra-support';
  if (gradeScore >= g - 0.5) return 'achieved';
  if (gradeScore >= g - 2.5) return 'developing';
  return 'needs-extra-support';
}

/**
 * The strands with at least one wrong test answer, most wrong answers first; ties go to the
 * strand with the larger share wrong, then to the rotation order of SUBSKILLS.
 */
export function incorrectSkills(answers: readonly CoreMathAnswer[]): Subskill[] {
  const tally = new Map<Subskill, { wrong: number; total: number }>();
  for (const { item, correct } of withItems(answers)) {
    const entry = tally.get(item.subskill) ?? { wrong: 0, total: 0 };
    entry.total += 1;
    if (!correct) entry.wrong += 1;
    tally.set(item.subskill, entry);
  }
  return SUBSKILLS.filter((s) => (tally.get(s)?.wrong ?? 0) > 0).sort((x, y) => {
    const a = tally.get(x)!;
    const b = tally.get(y)!;
    return b.wrong - a.wrong || b.wrong / b.total - a.wrong / a.total;
  });
}
