import { z } from 'zod';

/**
 * The common fields of a trial's data (tasks.md 'Common shape'); tasks extend it. Times are
 * milliseconds on the page's performance clock; `rt` is the answer's event time minus the onset
 * frame's time.
 */
export const commonTrialData = z.object({
  stimulus: z.string(),
  correctResponse: z.string(),
  response: z.string().nullable(),
  responseSource: z.enum(['keyboard', 'pointer', 'touch']).nullable(),
  correct: z.union([z.literal(0), z.literal(1)]),
  rt: z.number().nonnegative().nullable(),
  onset: z.number().nonnegative(),
});

/** Requested and measured presentation of a timed stimulus. */
export const exposureData = z.object({
  requestedFrames: z.number().int().positive(),
  requestedMs: z.number().positive(),
  /** Null when the child answered before the stimulus was hidden. */
  measuredFrames: z.number().int().positive().nullable(),
  measuredMs: z.number().nonnegative().nullable(),
  frameIntervalMs: z.number().positive().nullable(),
});
