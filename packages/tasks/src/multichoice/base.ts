import { WRITTEN_CHOICE_VERSION } from './rules.ts';
import { writtenChoiceParamsOf } from './params.ts';
import { WRITTEN_CHOICE_TASKS } from './tasks.ts';
import { writtenChoiceTrialSchema } from './trial-schema.ts';

/**
 * The parts of the declaration the web player needs too (version, schemas, time limits), apart
 * from definition.ts: the declaration's scoring and simulation import the answer keys, which the
 * web bundle must never hold, so load.ts imports this instead of the declaration.
 */
export const WRITTEN_CHOICE_BASE = {
  game: 'multichoice',
  version: WRITTEN_CHOICE_VERSION,
  tasks: WRITTEN_CHOICE_TASKS,
  params: writtenChoiceParamsOf,
  // The optional overall time limit of the test items.
  timeLimits: ['timeLimitSeconds'],
  trialData: writtenChoiceTrialSchema,
} as const;
