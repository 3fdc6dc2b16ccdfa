import type { SRE_FORMS } from '@roar/contracts';

/** A parallel form of the sentence task (contracts: SRE_FORMS). */
export type SreForm = (typeof SRE_FORMS)[number];

/** Languages with a sentence item bank. */
export type SreLanguage = 'en' | 'es';

/**
 * One statement the child judges true (right) or false (left). `id` is stable across releases:
 * trial data stores it, so an item is never renumbered, only retired.
 */
export interface SreItem {
  id: string;
  form: SreForm | 'practice';
  text: string;
  answer: boolean;
}

/** The items of one language: a short practice block and the parallel test forms. */
export interface SreBank {
  language: SreLanguage;
  practice: readonly SreItem[];
  forms: Readonly<Record<SreForm, readonly SreItem[]>>;
}

/** How a bank file writes its items: [id, text, answer]. */
export type SreRow = readonly [id: string, text: string, answer: boolean];

function toItems(form: SreItem['form'], rows: readonly SreRow[]): SreItem[] {
  return rows.map(([id, text, answer]) => ({ id, form, text, answer }));
}

/** Builds a bank from the rows of a bank file; the form of each item is the block it sits in. */
export function defineBank(
  language: SreLanguage,
  rows: { practice: readonly SreRow[] } & Record<SreForm, readonly SreRow[]>,
): SreBank {
  return {
    language,
    practice: toItems('practice', rows.practice),
    forms: { A: toItems('A', rows.A), B: toItems('B', rows.B), C: toItems('C', rows.C) },
  };
}
