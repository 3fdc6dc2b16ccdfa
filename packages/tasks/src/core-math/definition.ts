import { DEFAULT_RELIABILITY_THRESHOLDS } from '@roar/scoring';
import { defineGame } from '../registry/definition.ts';
import { coreMathAbility, coreMathRoarScore } from './ability.ts';
import { CORE_MATH_ITEMS } from './bank.ts';
import { coreMathClips } from './clips.ts';
import { CORE_MATH_RULES, ceilingReached } from './engine.ts';
import { gradeScore } from './grade-score.ts';
import { coreMathAnswers, judgeCoreMathRun } from './judge-run.ts';
import {
  CORE_MATH_VERSION,
  coreMathGroupOf,
  coreMathLanguageOf,
  coreMathParamsOf,
  type CoreMathParams,
} from './setup.ts';
import { simulateCoreMath } from './simulate.ts';
import { gradeNumber, incorrectSkills, supportLevel } from './support.ts';
import { CORE_MATH_TASKS } from './tasks.ts';
import { coreMathTrialSchema } from './trial-data.ts';

/**
 * Core Math (roam-alpaca, roam-alpaca-es): mixed-format questions whose difficulty rises until 4
 * of the last 5 answers are wrong (README.md). Scored from the judged answers alone: the EAP
 * ability and its ROAR score (round((theta + 6) x 200 / 3 + 100)), the grade level the answers
 * show overall and per strand, the support level from that grade level against the student's
 * grade (support.ts), and the strands with wrong answers. No norms tables.
 */
export const coreMathDefinition = defineGame<CoreMathParams>({
  game: 'core-math',
  version: CORE_MATH_VERSION,
  tasks: CORE_MATH_TASKS,
  params: coreMathParamsOf,
  // No time limit among its params.
  timeLimits: [],
  trialData: coreMathTrialSchema,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'roar-score',
    judge: judgeCoreMathRun,
    headline: (_run, test) => {
      const answers = coreMathAnswers(test);
      if (answers.length === 0) return { rawScore: null, roarScore: null, ability: null };
      const ability = coreMathAbility(answers);
      const roarScore = coreMathRoarScore(ability.theta);
      const right = answers.filter((a) => a.correct).length;
      return {
        rawScore: roarScore,
        roarScore,
        percentCorrect: Math.round((100 * right) / answers.length),
        ability: { theta: ability.theta, se: Number.isFinite(ability.se) ? ability.se : null },
      };
    },
    reachedEnd: (run, test) => {
      const answers = coreMathAnswers(test);
      const limit = run.params.numTrials ?? CORE_MATH_RULES.defaultTrials;
      const se = answers.length > 0 ? coreMathAbility(answers).se : Number.POSITIVE_INFINITY;
      return (
        answers.length >= limit ||
        ceilingReached(answers.map((a) => a.correct)) ||
        (run.params.stoppingSE !== undefined && se <= run.params.stoppingSE)
      );
    },
    reliabilityBlocks: () => null,
    thresholds: DEFAULT_RELIABILITY_THRESHOLDS['core-math'],
    choices: 4,
    normable: () => 'yes',
    timeLimitSeconds: () => null,
    skills: (_run, judged) => {
      const answers = coreMathAnswers(judged);
      if (answers.length === 0) return undefined;
      const grades = gradeScore(answers);
      return {
        gradeScores: { overall: grades.overall, ...grades.bySubskill },
        incorrectSkills: incorrectSkills(answers),
      };
    },
    supportLevel: (_run, judged, student) => {
      const answers = coreMathAnswers(judged);
      if (answers.length === 0) return null;
      return supportLevel(
        gradeScore(answers).overall,
        gradeNumber(student.grade),
        answers.some((a) => a.correct),
      );
    },
  },
  report: { norms: 'none', skills: ['mathStrands'], letterTopic: 'core-math' },
  speechClips: (taskId) => coreMathClips(coreMathGroupOf(taskId), coreMathLanguageOf(taskId)),
  // Adaptive: exposure control, and a retest avoids the items of the last 120 days (ADR 053).
  adaptiveBankSize: () => CORE_MATH_ITEMS.length,
  simulate: (taskId, params, rng, child) =>
    simulateCoreMath(
      {
        ...(params.numTrials !== undefined ? { numTrials: params.numTrials } : {}),
        practice: params.practice,
        language: coreMathLanguageOf(taskId),
      },
      rng,
      child,
      // A simulated child is placed at the grade its ability suggests (README.md, simulation).
      String(Math.min(8, Math.max(0, Math.round(4 + child.theta / 0.6)))),
    ),
});
