import { writtenChoiceParams, type WrittenChoiceBank } from '@roar/contracts';
import type { z } from 'zod';

export type WrittenChoiceParams = z.output<ReturnType<ReturnType<typeof writtenChoiceParams>>>;

/** The bank a task gives when its variant names none: morphology's own, else Written Vocabulary. */
export const defaultBankOf = (taskId: string): WrittenChoiceBank =>
  taskId === 'morphology' ? 'morphology' : 'cva';

/** The variant schema of one of the game's tasks (the catalogue's). */
export const writtenChoiceParamsOf = (taskId: string) =>
  writtenChoiceParams(defaultBankOf(taskId))('en') as unknown as z.ZodType<WrittenChoiceParams>;
