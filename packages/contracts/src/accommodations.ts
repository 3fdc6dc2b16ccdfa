/**
 * A student's time accommodation (issue 21, docs/decisions/*-accommodations.md): extra time on the
 * time limits and response windows of timed games, or none at all, for a pupil with an individual
 * plan. Set by administrators; recorded on every run when it starts. Stimulus exposures (a word
 * shown for 350 ms) never change: they are what is measured.
 */
export const TIME_ACCOMMODATIONS = ['none', 'extended_1_5', 'extended_2', 'untimed'] as const;
export type TimeAccommodation = (typeof TIME_ACCOMMODATIONS)[number];

/** The factor a time limit is multiplied by; null: no limit at all. */
export const TIME_ACCOMMODATION_FACTORS: Readonly<Record<TimeAccommodation, number | null>> = {
  none: 1,
  extended_1_5: 1.5,
  extended_2: 2,
  untimed: null,
};

export function isTimeAccommodation(value: unknown): value is TimeAccommodation {
  return typeof value === 'string' && (TIME_ACCOMMODATIONS as readonly string[]).includes(value);
}

/** Other spellings a roster file may use, compared without case, spaces, '.', '-' or '_'. */
const ALIASES: Readonly<Record<string, TimeAccommodation>> = {
  none: 'none',
  extended15: 'extended_1_5',
  extendedx15: 'extended_1_5',
  x15: 'extended_1_5',
  extended2: 'extended_2',
  extendedx2: 'extended_2',
  x2: 'extended_2',
  untimed: 'untimed',
  notimelimit: 'untimed',
};

/**
 * The accommodation a roster cell names ('Extended_1_5', ' untimed ', 'x2'), 'none' for an empty
 * cell, or null when it names none of TIME_ACCOMMODATIONS.
 */
export function normalizeTimeAccommodation(raw: string): TimeAccommodation | null {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[\s._-]/g, '');
  if (!value) return 'none';
  return ALIASES[value] ?? null;
}
