import { SWR_ITEMS_EN } from './items-en.ts';
import { SWR_ITEMS_ES } from './items-es.ts';
import type { SwrLanguage, WordBank } from './items.ts';

export type { Lexicality, SwrLanguage, WordBank, WordItem } from './items.ts';

const BANKS: Readonly<Record<SwrLanguage, WordBank>> = { en: SWR_ITEMS_EN, es: SWR_ITEMS_ES };

/**
 * The Word item bank of a language: practice items (shown with feedback, not scored) and the test
 * items the adaptive selection draws from. Parameters are provisional priors (README.md).
 */
export function swrBank(language: SwrLanguage): WordBank {
  return BANKS[language];
}
