import { LETTER_SUBTASKS, type SkillsToWorkOn } from '@roar/contracts';
import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import { subtaskClips } from '../choice/clip-texts.ts';
import { countHeadline, fewestOptions, judgeChoiceRun } from '../choice/judge.ts';
import { simulateChoiceGame } from '../choice/simulate.ts';
import { letterBank } from '../letter-bank/index.ts';
import { defineGame, type JudgedTrial } from '../registry/definition.ts';
import { createRng } from '../runtime/random.ts';
import {
  LETTER_VERSION,
  letterInfo,
  letterLanguageOf,
  type LetterParams,
  type LetterTaskId,
} from './info.ts';
import { letterClipGroup, letterSections } from './sections.ts';
import { LETTER_TASKS } from './tasks.ts';

/** The skills list of each letter subtask. */
const LETTER_LISTS = {
  UppercaseNames: 'upperCaseToWorkOn',
  LowercaseNames: 'lowerCaseToWorkOn',
  Phonemes: 'soundsToWorkOn',
} as const;

/** The letters (as shown) of the missed test trials of one subtask, in alphabet order. */
function missed(test: readonly JudgedTrial[], subtask: string): string[] {
  const letters = test
    .filter((t) => t.subtask === subtask && t.correct === false)
    .map((t) => t.facts.stimulus)
    .filter((letter): letter is string => typeof letter === 'string');
  return [...new Set(letters)].sort((a, b) => a.localeCompare(b, 'es'));
}

/** The run's sections, rebuilt with its seed (the test order is drawn from it). */
const sectionsOf = (taskId: string, params: LetterParams, seed: string | null) =>
  letterSections(taskId as LetterTaskId, params, createRng(seed ?? ''));

/**
 * The Letter game (letter names and sounds), letter, letter-es and letter-en-ca: scored as the
 * number and percent correct, with the letters to work on per subtask.
 */
export const letterDefinition = defineGame<LetterParams>({
  game: 'letter',
  version: LETTER_VERSION,
  tasks: LETTER_TASKS,
  params: (taskId) => letterInfo(taskId as LetterTaskId).params,
  // No time limit among its params.
  timeLimits: [],
  trialData: letterInfo('letter').data,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'count',
    judge: (run) => judgeChoiceRun(run, sectionsOf(run.taskId, run.params, run.seed)),
    headline: (_run, test) => countHeadline(test),
    reachedEnd: () => true,
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS.letter,
    choices: fewestOptions(sectionsOf('letter', letterInfo('letter').params.parse({}), null)),
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (run, judged) => {
      const test = judged.filter((t) => t.stage === 'test');
      const skills: SkillsToWorkOn = {};
      for (const subtask of run.params.subtasks) {
        skills[LETTER_LISTS[subtask]] = missed(test, subtask);
      }
      return skills;
    },
  },
  report: { norms: 'none', skills: ['letters'], letterTopic: 'letters' },
  // Canadian English is spoken by the English voice.
  speechClips: (taskId) => {
    const language = letterLanguageOf(taskId as LetterTaskId);
    const group = letterClipGroup(taskId as LetterTaskId);
    return subtaskClips(
      group,
      language === 'es' ? 'es' : 'en',
      LETTER_SUBTASKS,
      letterBank(language),
    );
  },
  simulate: (taskId, params, rng, child) =>
    simulateChoiceGame(letterSections(taskId as LetterTaskId, params, rng), {
      practice: params.practice,
      rng,
      child,
      medianRtMs: 1800,
    }),
});
