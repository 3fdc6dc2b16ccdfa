import type { SkillsToWorkOn, WorkOnSkill } from '@roar/contracts';

/**
 * The skills to work on a run's scores name (docs/product/scoring.md section 1), as the parent
 * letter and the score report's groups say them: letters (upper and lower case names together),
 * letter sounds, math facts, phoneme subtests and Core Math strands.
 */
const LISTS: Record<WorkOnSkill, readonly (keyof SkillsToWorkOn)[]> = {
  letters: ['upperCaseToWorkOn', 'lowerCaseToWorkOn'],
  sounds: ['soundsToWorkOn'],
  facts: ['factsToWorkOn'],
  subtests: ['subtestsToWorkOn'],
  strands: ['incorrectSkills'],
};

/**
 * The run's lists by skill, each once per item in the run's order; a skill the run does not
 * score is absent (an empty list: scored, nothing to work on).
 */
export function skillsToWorkOn(
  skills: SkillsToWorkOn | undefined,
): Map<WorkOnSkill, readonly string[]> {
  const found = new Map<WorkOnSkill, readonly string[]>();
  if (!skills) return found;
  for (const [skill, keys] of Object.entries(LISTS) as [WorkOnSkill, typeof LISTS.letters][]) {
    const lists = keys.flatMap((key) => {
      const list = skills[key];
      return Array.isArray(list) ? [list as readonly string[]] : [];
    });
    if (lists.length) found.set(skill, [...new Set(lists.flat())]);
  }
  return found;
}
