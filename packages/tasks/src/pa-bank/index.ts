import { buildPaBank } from './build.ts';
import type { PaBank, PaLanguage } from './types.ts';

export type {
  PaBank,
  PaDeletion,
  PaInstructions,
  PaItem,
  PaLanguage,
  PaPicture,
  PaPictureSource,
  PaSubtest,
  PaSubtestItems,
} from './types.ts';

const BANKS: Readonly<Record<PaLanguage, PaBank>> = {
  en: buildPaBank('en'),
  es: buildPaBank('es'),
};

/**
 * The item bank of the Phoneme task: pa (en) or pa-es (es). Per subtest (first sound matching,
 * last sound matching, deletion): 3 practice items with feedback, then 19 test items from easy to
 * hard in a fixed order, the spoken instructions, and the manifest of the pictures (README.md).
 */
export function paBank(language: PaLanguage): PaBank {
  return BANKS[language];
}
