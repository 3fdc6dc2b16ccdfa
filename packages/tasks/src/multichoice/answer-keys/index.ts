import type { WrittenChoiceBank } from '@roar/contracts';
import { arrangeBank } from '../arrange.ts';
import type { WrittenBank } from '../types.ts';
import { CVA_SOURCE } from './cva.ts';
import { MORPHOLOGY_SOURCE } from './morphology.ts';

/**
 * The answer keys of the written banks: SERVER-ONLY. The declaration's scoring (and simulation)
 * imports this; the web player (load.ts) must never reach it, so the web bundle holds no test
 * key (keys.test.ts walks load.ts's imports to check).
 */
const ARRANGED = {
  morphology: arrangeBank(MORPHOLOGY_SOURCE),
  cva: arrangeBank(CVA_SOURCE),
} as const;

/** The bank as arranged from its source (the same items as the web's bank-items.ts). */
export const keyedBank = (bank: WrittenChoiceBank): WrittenBank => ARRANGED[bank].bank;

/** Index of the right option of an item of a bank, undefined for an unknown id. */
export const answerKeyOf = (bank: WrittenChoiceBank, itemId: string): number | undefined =>
  ARRANGED[bank].keys.get(itemId);

/** The sources as written (answers first), for the bank tests. */
export const WRITTEN_SOURCES = { morphology: MORPHOLOGY_SOURCE, cva: CVA_SOURCE } as const;
