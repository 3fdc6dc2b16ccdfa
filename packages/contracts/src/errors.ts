import { z } from 'zod';

/**
 * Stable error codes of the API. The server answers `{error: {code, message}}`; the web client maps
 * the code to a localised text (the message is for developers and logs, never shown as is).
 */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'invalid_credentials',
  'forbidden',
  'not_found',
  'conflict',
  /** A child's username already belongs to an account (field `students.<i>.username`). */
  'username_taken',
  'rate_limited',
  'payload_too_large',
  'internal',
  'unavailable',
  /** An administration cannot be deleted: a participant has started one of its assessments. */
  'administration_started',
  /** Legal documents must be accepted before an assessment starts. */
  'legal_pending',
  /** A sequential administration: an earlier required assessment is not completed yet. */
  'locked',
  /** The email address already belongs to an account (field `email`). */
  'email_taken',
  /** An internal task must be one of our games (the task catalogue). */
  'unknown_internal_task',
  /** A task with this id exists already (field `id`). */
  'task_id_taken',
  /** The task has a variant of this name already (field `name`). */
  'variant_name_taken',
  /** An administration uses the variant: make a new variant instead of changing its params. */
  'variant_in_use',
  /** A bundle of this name exists already (field `name`). */
  'bundle_name_taken',
  /** The run holds another trial at this trial index (or the trial id belongs elsewhere). */
  'trial_conflict',
  /** The run is completed: it takes no more trials or events. */
  'run_completed',
  /** The assessment is completed and no retake is allowed. */
  'retake_not_allowed',
  /** No game plays this task yet: a run of it cannot start (its page says 'not ready'). */
  'task_not_playable',
  /**
   * A trial's data can never be valid for its run's game: nothing of the batch was stored, and
   * `fields` names the rejected trials by their place in the upload (`trials.<i>`, see
   * `rejectedTrialPositions`); the client sends the others again and reports the rejected ones.
   */
  'trial_invalid',
  /** An external game's variant lacks its address or its shared secret (ADR 027). */
  'external_not_configured',
  /** A parent opted the student out of this administration's survey: it cannot start (ADR 028). */
  'survey_opted_out',
  /** The code of a two-step sign-in is wrong (or used already); the field `code` says so. */
  'second_factor_wrong_code',
  /** The sign-in awaiting its second step ended (10 minutes, too many wrong codes): start again. */
  'second_factor_expired',
  /** Two-step sign-in is required for this account and cannot be turned off (ADR 031). */
  'second_factor_required',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field problems of a validation error: path -> message code. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Field problem codes of input that no endpoint takes, whatever its schema (a 400
 * `validation_failed` naming the field): `invalidText` for text holding U+0000 or an unpaired
 * UTF-16 surrogate (the database cannot store either), `tooDeep` for JSON nested too deep.
 */
export const UNSTORABLE_INPUT_PROBLEMS = ['invalidText', 'tooDeep'] as const;
export type UnstorableInputProblem = (typeof UNSTORABLE_INPUT_PROBLEMS)[number];

/** HTTP status of each code, used by the server's one error handler. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  username_taken: 409,
  rate_limited: 429,
  payload_too_large: 413,
  internal: 500,
  unavailable: 503,
  administration_started: 409,
  legal_pending: 409,
  locked: 409,
  email_taken: 409,
  unknown_internal_task: 400,
  task_id_taken: 409,
  variant_name_taken: 409,
  variant_in_use: 409,
  bundle_name_taken: 409,
  trial_conflict: 409,
  run_completed: 409,
  retake_not_allowed: 409,
  task_not_playable: 409,
  trial_invalid: 422,
  external_not_configured: 409,
  survey_opted_out: 409,
  second_factor_wrong_code: 400,
  second_factor_expired: 401,
  second_factor_required: 409,
};
