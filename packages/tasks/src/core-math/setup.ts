import { coreMathParams } from '@roar/contracts';
import type { z } from 'zod';
import { speechLanguage, taskLanguage } from '../registry/definition.ts';
import { CORE_MATH_TASKS } from './tasks.ts';

export type CoreMathParams = z.output<ReturnType<typeof coreMathParams>>;

/** Version of the Core Math game's code, stored with every run. */
export const CORE_MATH_VERSION = '1.0.0';

export const coreMathLanguageOf = (taskId: string): 'en' | 'es' =>
  speechLanguage(taskLanguage(CORE_MATH_TASKS, taskId));

export const coreMathParamsOf = (taskId: string) =>
  coreMathParams(coreMathLanguageOf(taskId)) as z.ZodType<CoreMathParams>;

/** The clip group of a task (its id). */
export const coreMathGroupOf = (taskId: string) =>
  CORE_MATH_TASKS.find((task) => task.id === taskId)!.clipGroups[0]!;
