import { DEFAULT_RELIABILITY_THRESHOLDS, type ReliabilityThresholds } from '@roar/scoring';
import { defineGame } from '../registry/definition.ts';
import { WRITTEN_CHOICE_BASE } from './base.ts';
import type { WrittenChoiceParams } from './params.ts';
import {
  judgeWrittenRun,
  morphologyMeasures,
  writtenHeadline,
  writtenReachedEnd,
} from './scoring.ts';
import { simulateWrittenChoice } from './simulate.ts';
import { writtenChoiceClips } from './texts.ts';

/**
 * Four-choice reliability (scoring.md section 5) with one rule more: accuracy at or below 30 %
 * (chance is 25 %) makes a run unreliable, so a child answering at random at a normal pace is
 * not reported as a low reader (README.md, 'Reliability').
 */
export const WRITTEN_CHOICE_THRESHOLDS: ReliabilityThresholds = {
  ...DEFAULT_RELIABILITY_THRESHOLDS['four-choice'],
  accuracyThreshold: 0.3,
  includedFlags: [...DEFAULT_RELIABILITY_THRESHOLDS['four-choice'].includedFlags, 'accuracyTooLow'],
};

/**
 * The written four-choice game (multichoice; Morphology and Written Vocabulary are its variants
 * with their own bank): sentences read silently, four written options (README.md). Scored on the
 * server from the judged core answers alone (test keys never leave it): the EAP ability from the
 * items' provisional prior parameters on the 100-900 scale, percent correct, and for Morphology
 * the inflection and derivation subscores; pilot items are stored, never scored. Provisional
 * norms give the support level (morphology, cva).
 */
export const writtenChoiceDefinition = defineGame<WrittenChoiceParams>({
  ...WRITTEN_CHOICE_BASE,
  scoring: {
    mode: 'scored',
    version: '1',
    scale: 'roar-score',
    judge: judgeWrittenRun,
    headline: writtenHeadline,
    reachedEnd: writtenReachedEnd,
    reliabilityBlocks: () => null,
    thresholds: WRITTEN_CHOICE_THRESHOLDS,
    choices: 4,
    // The ability is on one scale whatever the form or length (the items' parameters place it);
    // a variant giving another bank than its task's is not on the task's norms.
    normable: (run) =>
      run.params.bank === (run.taskId === 'morphology' ? 'morphology' : 'cva')
        ? 'yes'
        : 'scale-mismatch',
    // The norms assume no time limit: a timed run's ability is on the scale all the same.
    timeLimitSeconds: () => null,
    skills: (run, judged) => {
      if (run.params.bank !== 'morphology') return undefined;
      const measures = morphologyMeasures(
        run.params,
        judged.filter((t) => t.stage === 'test'),
      );
      return measures.length > 0 ? { measures } : undefined;
    },
  },
  report: { norms: 'provisional', skills: ['measures'], letterTopic: 'words-in-reading' },
  speechClips: (taskId) => writtenChoiceClips(taskId),
  simulate: (_taskId, params, rng, child) => simulateWrittenChoice(params, rng, child),
});
