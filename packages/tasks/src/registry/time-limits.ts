import { TIME_ACCOMMODATION_FACTORS, type TimeAccommodation } from '@roar/contracts';
import { z, type ZodType } from 'zod';
import type { GameDefinition } from './definition.ts';

/**
 * A params type whose time limits `K` may be null: no limit (a student's 'untimed' accommodation).
 * A game reads such a param through `limitMs`.
 */
export type WithTimeLimits<P, K extends keyof P> = Omit<P, K> & { [Key in K]: P[Key] | null };

/** A time limit in seconds as milliseconds; no limit (null or absent) is Infinity. */
export const limitMs = (seconds: number | null | undefined): number =>
  typeof seconds === 'number' && Number.isFinite(seconds)
    ? seconds * 1000
    : Number.POSITIVE_INFINITY;

/** Longest time limit an accommodated run may have, in seconds (a factor-2 600 s limit). */
const MAX_ACCOMMODATED_SECONDS = 3_600;

/**
 * The schema a run's parameters are read with (player and scoring): the game's variant schema,
 * except that the declared time limits also take an accommodated value (up to an hour) or null
 * (no limit). Variants keep the strict schema: an administrator never sets these values.
 */
export function runParamsSchema(
  definition: Pick<GameDefinition, 'params' | 'timeLimits'>,
  taskId: string,
): ZodType<unknown> {
  const schema = definition.params(taskId);
  if (definition.timeLimits.length === 0 || !(schema instanceof z.ZodObject)) return schema;
  const shape: Record<string, ZodType> = {};
  for (const key of definition.timeLimits) {
    const field = schema.shape[key] as ZodType | undefined;
    if (!field) continue;
    const standard = field.safeParse(undefined);
    const relaxed = z.number().positive().max(MAX_ACCOMMODATED_SECONDS).nullable();
    shape[key] =
      standard.success && standard.data !== undefined
        ? relaxed.default(standard.data as number)
        : relaxed.optional();
  }
  return schema.extend(shape);
}

/** A run's parameters and the accommodation that actually changed them. */
export interface AccommodatedRun {
  params: Record<string, unknown>;
  /**
   * The student's accommodation when it changed a time limit of this run; 'none' otherwise (a
   * game without time limits, or a variant the schema refuses): reports then show no marker.
   */
  timeAccommodation: TimeAccommodation;
}

/**
 * A variant's parameters as a student with `accommodation` plays them: each time limit the game
 * declares (`timeLimits`, its standard value when the variant leaves it out) multiplied by the
 * accommodation's factor, or null for no limit. Nothing else changes: exposure durations are not
 * time limits. Parameters the game's schema refuses are returned as they are (scoring then plays
 * the defaults, as for any such variant), and the run counts as not accommodated.
 */
export function accommodateRun(
  definition: GameDefinition,
  taskId: string,
  params: Record<string, unknown>,
  accommodation: TimeAccommodation,
): AccommodatedRun {
  const unchanged: AccommodatedRun = { params, timeAccommodation: 'none' };
  const factor = TIME_ACCOMMODATION_FACTORS[accommodation];
  if (factor === 1 || definition.timeLimits.length === 0) return unchanged;
  const parsed = definition.params(taskId).safeParse(params);
  if (!parsed.success) return unchanged;
  const full = parsed.data as Record<string, unknown>;
  const applied: Record<string, unknown> = { ...params };
  let changed = false;
  for (const key of definition.timeLimits) {
    const seconds = full[key];
    if (typeof seconds !== 'number') continue;
    applied[key] = factor === null ? null : Math.round(seconds * factor);
    changed ||= applied[key] !== seconds;
  }
  return changed ? { params: applied, timeAccommodation: accommodation } : unchanged;
}

/** The parameters of `accommodateRun` alone. */
export function accommodatedParams(
  definition: GameDefinition,
  taskId: string,
  params: Record<string, unknown>,
  accommodation: TimeAccommodation,
): Record<string, unknown> {
  return accommodateRun(definition, taskId, params, accommodation).params;
}
