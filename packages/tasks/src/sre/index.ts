import { SRE_ITEMS_EN } from './items-en.ts';
import { SRE_ITEMS_ES } from './items-es.ts';
import type { SreBank, SreForm, SreItem, SreLanguage } from './items.ts';

export type { SreBank, SreForm, SreItem, SreLanguage } from './items.ts';

const BANKS: Readonly<Record<SreLanguage, SreBank>> = { en: SRE_ITEMS_EN, es: SRE_ITEMS_ES };

/** The scored statements of one parallel form, in presentation order. */
export function formItems(language: SreLanguage, form: SreForm): readonly SreItem[] {
  return BANKS[language].forms[form];
}

/** The practice statements shown with feedback before the scored part. */
export function practiceItems(language: SreLanguage): readonly SreItem[] {
  return BANKS[language].practice;
}
