import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { allEgmaItems, egmaBank } from './bank.ts';
import { EGMA_BLOCK_TEXTS, EGMA_RETRY_TEXT, spokenNumber } from './texts.ts';
import { EGMA_BANDS, EGMA_BLOCK_IDS, type EgmaBlockId } from './types.ts';

/**
 * Everything the Math Game says, as speech clips (key -> English text) for the speech build:
 * - `<block>.intro` before each block, `<block>.practice-intro` before its practice (blocks with
 *   practice items), `<block>.prompt` the question of its items (replayable);
 * - `retry` after a wrong practice answer, when the item comes again;
 * - `<itemId>` the number of a number-identification item (the number the child hears and must
 *   find) and of a slider item (the number to place), in every band: digits as they are, the
 *   speech engine reads them ('27' as twenty-seven); fractions in words.
 */

/** Clip key of a block's moment. */
export const egmaBlockClip = (block: EgmaBlockId, moment: 'intro' | 'practice-intro' | 'prompt') =>
  `${block}.${moment}`;

/** Clip key said after a wrong practice answer. */
export const EGMA_RETRY_CLIP = 'retry';

const hasPractice = (block: EgmaBlockId) =>
  EGMA_BANDS.some((band) => egmaBank(band).some((b) => b.id === block && b.practice.length > 0));

export function egmaClipTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const block of EGMA_BLOCK_IDS) {
    const { intro, practiceIntro, prompt } = EGMA_BLOCK_TEXTS[block];
    texts[egmaBlockClip(block, 'intro')] = intro;
    if (hasPractice(block)) {
      if (!practiceIntro) throw new Error(`${block} has practice items but no practice intro`);
      texts[egmaBlockClip(block, 'practice-intro')] = practiceIntro;
    }
    texts[egmaBlockClip(block, 'prompt')] = prompt;
  }
  texts[EGMA_RETRY_CLIP] = EGMA_RETRY_TEXT;
  for (const item of allEgmaItems()) {
    if (item.clip) texts[item.clip] = spokenNumber(item.stimulus);
  }
  return texts;
}

/** The game's clips as one group (the task id), spoken in English. */
export const egmaClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: egmaClipTexts(),
});
