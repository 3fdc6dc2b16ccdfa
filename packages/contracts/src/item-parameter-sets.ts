import { z } from 'zod';

/**
 * Calibrated item-parameter sets of a task as the API shows them (issue 20 items 3 and 5;
 * docs/decisions/052-item-parameter-sets-and-rescoring.md): a calibration job writes a draft, a
 * super administrator reviews and activates it, and a rescoring job rescores the task's runs.
 */

export const ITEM_PARAMETER_MODELS = ['rasch', '2pl'] as const;
export const ITEM_PARAMETER_SET_STATES = ['draft', 'active', 'retired'] as const;

/**
 * Fewest completed reliable runs a calibration fits from. ADR 049's simulations recover
 * difficulties (r >= 0.95, RMSE <= 0.35) from 1,000 children answering every item; an adaptive
 * test spreads fewer answers over a larger bank, and `fewResponses` flags items with fewer than
 * 100 (Rasch) or 200 (2PL) answers, so below 500 runs most of a bank could not be estimated.
 */
export const CALIBRATION_MIN_RUNS = 500;

/**
 * Why a calibration or rescoring job failed without a retry (the job's error code; the web says
 * each in words).
 */
export const CALIBRATION_FAILURES = {
  tooFewRuns: 'too_few_runs',
  notCalibratable: 'not_calibratable',
} as const;

export const StartCalibrationRequestSchema = z.object({
  model: z.enum(ITEM_PARAMETER_MODELS).default('rasch'),
});
export type StartCalibrationRequest = z.input<typeof StartCalibrationRequestSchema>;

/** Parameters of a `calibration.items` job (seen with the job). */
export const CalibrationJobParamsSchema = z.object({
  taskId: z.string().min(1).max(64),
  model: z.enum(ITEM_PARAMETER_MODELS),
});
export type CalibrationJobParams = z.infer<typeof CalibrationJobParamsSchema>;

/** Parameters of a `runs.rescore` job: the task and the set it applies (null: the priors). */
export const RescoreJobParamsSchema = z.object({
  taskId: z.string().min(1).max(64),
  setId: z.string().min(1).max(64).nullable(),
  version: z.string().min(1).max(80).nullable(),
});
export type RescoreJobParams = z.infer<typeof RescoreJobParamsSchema>;

export const ItemParameterSetParamsSchema = z.object({
  id: z.string().min(1).max(64),
  setId: z.string().min(1).max(64),
});

/** One item of a set: its 4PL parameters, how it fitted, whether scoring uses it. */
export const CalibratedItemSchema = z.object({
  id: z.string(),
  a: z.number(),
  b: z.number(),
  c: z.number(),
  d: z.number(),
  seA: z.number().nullable(),
  seB: z.number().nullable(),
  n: z.number().int(),
  infit: z.number().nullable(),
  outfit: z.number().nullable(),
  flags: z.array(z.string()),
  usable: z.boolean(),
});
export type CalibratedItem = z.infer<typeof CalibratedItemSchema>;

/** What a list shows of a set: provenance and the fit in figures. */
export const ItemParameterSetSummarySchema = z.object({
  id: z.string(),
  taskId: z.string(),
  version: z.string(),
  model: z.enum(ITEM_PARAMETER_MODELS),
  state: z.enum(ITEM_PARAMETER_SET_STATES),
  /** Completed reliable runs fitted from, and the dates of the first and last. */
  runs: z.number().int(),
  answers: z.number().int(),
  collectedFrom: z.string().nullable(),
  collectedTo: z.string().nullable(),
  items: z.number().int(),
  itemsUsable: z.number().int(),
  /** Items flagged, by flag ('underfit', 'dif'...). */
  flagged: z.record(z.string(), z.number().int()),
  meanInfit: z.number().nullable(),
  meanOutfit: z.number().nullable(),
  converged: z.boolean(),
  /** Items with DIF class C (left out of scoring) over every grouping checked. */
  difC: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  activatedAt: z.string().nullable(),
  activatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ItemParameterSetSummary = z.infer<typeof ItemParameterSetSummarySchema>;

export const ItemParameterSetListSchema = z.object({
  taskId: z.string(),
  /** Whether the task's game estimates ability from an item bank (it can be calibrated). */
  calibratable: z.boolean(),
  minRuns: z.number().int(),
  items: z.array(ItemParameterSetSummarySchema),
});
export type ItemParameterSetList = z.infer<typeof ItemParameterSetListSchema>;

export const ItemParameterSetDetailSchema = ItemParameterSetSummarySchema.extend({
  parameters: z.array(CalibratedItemSchema),
  provenance: z.record(z.string(), z.unknown()),
  dif: z.array(z.unknown()),
});
export type ItemParameterSetDetail = z.infer<typeof ItemParameterSetDetailSchema>;
