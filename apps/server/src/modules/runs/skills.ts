import type { SkillsToWorkOn } from '@roar/contracts';

/** The fields of a stored trial the skill lists read. */
interface SkillTrial {
  subtask: string | null;
  stage: 'practice' | 'test' | null;
  data: Record<string, unknown>;
}

const LETTER_TASKS = new Set(['letter', 'letter-es', 'letter-en-ca']);
const PHONEME_TASKS = new Set(['pa', 'pa-es']);
/**
 * A phoneme subtest is to work on below this share correct of its test items (the phoneme
 * task's accuracy threshold, scoring.md section 5), or when it has no test answers at all.
 */
export const PHONEME_WORK_ON_BELOW = 0.6;

const LETTER_LISTS = {
  UppercaseNames: 'upperCaseToWorkOn',
  LowercaseNames: 'lowerCaseToWorkOn',
  Phonemes: 'soundsToWorkOn',
} as const;

const isCorrect = (trial: SkillTrial) => trial.data.correct === 1 || trial.data.correct === true;

/** The letters (as shown) of the missed test trials of one letter subtask, in alphabet order. */
function missed(test: readonly SkillTrial[], subtask: string): string[] {
  const letters = test
    .filter((t) => t.subtask === subtask && !isCorrect(t))
    .map((t) => t.data.stimulus)
    .filter((letter): letter is string => typeof letter === 'string');
  return [...new Set(letters)].sort((a, b) => a.localeCompare(b, 'es'));
}

/**
 * The task-specific extras of a completed run (scoring.md section 1), computed only from its
 * test trials: letters and letter sounds to work on (one list per subtask given), phonics
 * subscores per category, phoneme subtests to work on. Undefined for other tasks.
 */
export function skillsOf(
  task: { taskId: string; params: Record<string, unknown> },
  trials: readonly SkillTrial[],
): SkillsToWorkOn | undefined {
  const test = trials.filter((t) => t.stage === 'test');
  const given = (key: string): string[] | null =>
    Array.isArray(task.params[key])
      ? (task.params[key] as unknown[]).filter((s): s is string => typeof s === 'string')
      : null;
  const subtasksSeen = [...new Set(test.flatMap((t) => (t.subtask ? [t.subtask] : [])))];

  if (LETTER_TASKS.has(task.taskId)) {
    const skills: SkillsToWorkOn = {};
    for (const subtask of given('subtasks') ?? subtasksSeen) {
      const list = LETTER_LISTS[subtask as keyof typeof LETTER_LISTS];
      if (list) skills[list] = missed(test, subtask);
    }
    return skills;
  }
  if (task.taskId === 'phonics') {
    const phonics: NonNullable<SkillsToWorkOn['phonics']> = {};
    for (const category of given('categories') ?? subtasksSeen) {
      const list = test.filter((t) => t.subtask === category);
      phonics[category] = { correct: list.filter(isCorrect).length, attempted: list.length };
    }
    return { phonics };
  }
  if (PHONEME_TASKS.has(task.taskId)) {
    const subtestsToWorkOn = (given('subtests') ?? subtasksSeen).filter((subtest) => {
      const list = test.filter((t) => t.subtask === subtest);
      return (
        list.length === 0 || list.filter(isCorrect).length / list.length < PHONEME_WORK_ON_BELOW
      );
    });
    return { subtestsToWorkOn };
  }
  return undefined;
}
