import { calculationParams, mathFactsParams } from '@roar/contracts';
import type { z } from 'zod';
import { speechLanguage, taskLanguage } from '../registry/definition.ts';
import type { WithTimeLimits } from '../registry/time-limits.ts';
import type { FluencyEngineOptions } from './engine.ts';
import type { FluencyKind } from './problems.ts';
import { UNTIMED_BLOCK_LENGTH } from './sequence.ts';
import { FLUENCY_TASKS } from './tasks.ts';

/**
 * A fluency variant's parameters; the block and problem times are null for a student with no time
 * limit (a block then ends when its problems run out).
 */
export type FluencyParams = WithTimeLimits<
  z.output<ReturnType<typeof mathFactsParams>>,
  'blockSeconds' | 'itemSeconds'
>;

/** Version of the fluency games' code, stored with every run. */
export const FLUENCY_VERSION = '1.0.0';

/** Math Facts (fluency-arf, -es) or Calculation Fluency (fluency-calf, -es). */
export const kindOf = (taskId: string): FluencyKind =>
  taskId.startsWith('fluency-calf') ? 'calculation' : 'facts';

export const languageOf = (taskId: string): 'en' | 'es' =>
  speechLanguage(taskLanguage(FLUENCY_TASKS, taskId));

/** The variant schema of a task (its game's timing as defaults). */
export const fluencyParamsOf = (taskId: string) =>
  (kindOf(taskId) === 'facts' ? mathFactsParams : calculationParams)(
    languageOf(taskId),
  ) as z.ZodType<FluencyParams>;

/** The engine's options for a run of `taskId` with `params` and the run's seed. */
export const engineOptions = (
  taskId: string,
  params: FluencyParams,
  seed: string,
): FluencyEngineOptions => {
  const kind = kindOf(taskId);
  return {
    kind,
    seed,
    operations: params.operations,
    blocks: params.blocks,
    blockSeconds: params.blockSeconds,
    // Without block time, the list ends the block: a count a child can finish.
    itemsPerBlock:
      params.itemsPerBlock ??
      (params.blockSeconds === null ? UNTIMED_BLOCK_LENGTH[kind] : undefined),
    responseMode: params.responseMode,
    practice: params.practice,
  };
};
