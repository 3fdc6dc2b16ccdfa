import { catalogueTask } from '@roar/contracts';
import type { TaskRow } from '@roar/db';
import { AppError } from '../../lib/errors.ts';

/** Names of URL parameters of external tasks. */
const URL_PARAM_NAME = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_URL_PARAMS = 30;

function invalid(fields: Record<string, string>): AppError {
  return new AppError('validation_failed', 'The parameters do not fit this task.', fields);
}

function checkUrlParams(
  params: Record<string, unknown>,
): Record<string, string | number | boolean> {
  const fields: Record<string, string> = {};
  const entries = Object.entries(params);
  if (entries.length > MAX_URL_PARAMS) fields.params = `At most ${MAX_URL_PARAMS} parameters.`;
  for (const [name, value] of entries) {
    if (!URL_PARAM_NAME.test(name)) {
      fields[`params.${name}`] = 'Use letters, digits, dot, dash or underscore (at most 64).';
    } else if (typeof value === 'string') {
      if (value.length > 500) fields[`params.${name}`] = 'At most 500 characters.';
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) fields[`params.${name}`] = 'Must be a finite number.';
    } else if (typeof value !== 'boolean') {
      fields[`params.${name}`] = 'Must be text, a number or true/false.';
    }
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
  return params as Record<string, string | number | boolean>;
}

/**
 * A variant's parameters, checked for its task: our games parse them with their catalogue schema
 * (defaults filled in, so the stored set says exactly what the child gets); external tasks take
 * plain values that become query parameters. Throws validation_failed with one message per
 * parameter (`params.<name>`).
 */
export function checkVariantParams(
  task: TaskRow,
  params: Record<string, unknown>,
): Record<string, unknown> {
  if (task.externalUrl) return checkUrlParams(params);
  const game = catalogueTask(task.id);
  if (!game) throw new AppError('unknown_internal_task', `No game of ours is called ${task.id}.`);
  const parsed = game.params.safeParse(params);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[`params.${key}`] = `${game.id} has no parameter ${key}.`;
      continue;
    }
    const path = issue.path.map(String).join('.');
    fields[path ? `params.${path}` : 'params'] = issue.message;
  }
  throw invalid(fields);
}

/** The address an external variant opens: the task's URL with the params as query parameters. */
export function externalVariantUrl(externalUrl: string, params: Record<string, unknown>): string {
  const url = new URL(externalUrl);
  // By name: stored params (jsonb) keep no order, and the same variant must give the same URL.
  for (const name of Object.keys(params).sort()) url.searchParams.set(name, String(params[name]));
  return url.toString();
}
