import { externalGameParams } from '@roar/contracts';
import { z } from 'zod';
import { defineGame } from '../registry/definition.ts';
import { progressOnlyScoring } from '../registry/progress-only.ts';
import { EXTERNAL_TASKS } from './tasks.ts';
import { EXTERNAL_TEXTS } from './texts.ts';

export type ExternalParams = z.output<ReturnType<typeof externalGameParams>>;

/** No trial is ever accepted: the game is played elsewhere, and only its completion counts. */
const noTrials = z
  .record(z.string(), z.unknown())
  .refine(() => false, { message: 'An external game records no trials.' });

/**
 * A game played on another site (the Lion and Monkey Game, ADR 027): this page opens it in a new
 * tab with a signed link and waits; the run is completed by the site's signed callback, or by an
 * adult's confirmation in launch mode. Progress only: no score, no trials.
 */
export const externalDefinition = defineGame<ExternalParams>({
  game: 'external',
  version: '1.0.0',
  tasks: EXTERNAL_TASKS,
  params: () => externalGameParams('en') as z.ZodType<ExternalParams>,
  // No time limit among its params.
  timeLimits: [],
  trialData: noTrials,
  scoring: progressOnlyScoring<ExternalParams>(),
  report: { norms: 'none', skills: [], letterTopic: 'flexible-thinking' },
  speechClips: (taskId) => ({ group: taskId, language: 'en', texts: { ...EXTERNAL_TEXTS } }),
  simulate: () => [],
});
