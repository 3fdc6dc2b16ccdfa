import type { Locale } from '@roar/contracts';
import { EN_GB } from './en-GB.ts';
import { EN_US } from './en-US.ts';
import { ES_CO } from './es-CO.ts';
import { ES_ES } from './es-ES.ts';
import type { ReportText, ReportTextOverrides } from './types.ts';

export type { ReportText } from './types.ts';

/** A regional variant laid over its base, group by group. */
function overlay(base: ReportText, variant: ReportTextOverrides): ReportText {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, own] of Object.entries(variant)) {
    const theirs = base[key as keyof ReportText];
    merged[key] = typeof own === 'string' ? own : { ...(theirs as object), ...own };
  }
  return merged as unknown as ReportText;
}

const TEXTS: Readonly<Record<Locale, ReportText>> = {
  'en-US': EN_US,
  'en-GB': overlay(EN_US, EN_GB),
  'es-ES': ES_ES,
  'es-CO': overlay(ES_ES, ES_CO),
};

/** The score report PDF's words in `locale`. */
export function reportText(locale: Locale): ReportText {
  return TEXTS[locale];
}
