import { arithmeticBlocks } from './items-arithmetic.ts';
import { numberLineBlocks } from './items-number-line.ts';
import { numberBlocks } from './items-number.ts';
import { EGMA_BLOCK_FORMAT, EGMA_MAX_CONSECUTIVE_ERRORS } from './rules.ts';
import {
  EGMA_BANDS,
  EGMA_BLOCK_IDS,
  type EgmaBand,
  type EgmaBlock,
  type EgmaItem,
} from './types.ts';

/**
 * The Math Game's bank: for each band, the ten blocks in order, each a fixed list of items built
 * by code without randomness, test items easy to hard. Built once per band and kept.
 */

const byDifficulty = (items: readonly EgmaItem[]) =>
  [...items].sort((a, b) => a.difficulty - b.difficulty);

const banks = new Map<EgmaBand, readonly EgmaBlock[]>();

/** The blocks of a band, in the game's order. */
export function egmaBank(band: EgmaBand): readonly EgmaBlock[] {
  const cached = banks.get(band);
  if (cached) return cached;
  const lists = { ...numberBlocks(band), ...arithmeticBlocks(), ...numberLineBlocks(band) };
  const blocks = EGMA_BLOCK_IDS.map((id): EgmaBlock => ({
    id,
    format: EGMA_BLOCK_FORMAT[id],
    practice: lists[id].practice,
    test: byDifficulty(lists[id].test),
    maxConsecutiveErrors: EGMA_MAX_CONSECUTIVE_ERRORS[id],
  }));
  banks.set(band, blocks);
  return blocks;
}

let index: ReadonlyMap<string, EgmaItem> | null = null;

/**
 * An item of any band by its id (the server judges a run without knowing its band); undefined
 * for an unknown id. An id names the same item in every band that lists it.
 */
export function egmaItemById(id: string): EgmaItem | undefined {
  if (!index) {
    index = new Map(
      EGMA_BANDS.flatMap((band) =>
        egmaBank(band).flatMap((block) => [...block.practice, ...block.test]),
      ).map((item) => [item.id, item]),
    );
  }
  return index.get(id);
}

/** Every item of every band, once each. */
export function allEgmaItems(): EgmaItem[] {
  const seen = new Map<string, EgmaItem>();
  for (const band of EGMA_BANDS) {
    for (const block of egmaBank(band)) {
      for (const item of [...block.practice, ...block.test]) seen.set(item.id, item);
    }
  }
  return [...seen.values()];
}
