import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { sameDifferentBank } from './bank.ts';
import { hintClip, hintOf } from './hints.ts';
import { ASK_TEXTS, END_TEXT, PHASE_TEXTS, PICK_TEXTS, RETRY_TEXT } from './texts.ts';
import { DIMENSIONS, PHASES, type Phase } from './types.ts';

/**
 * Everything the Shapes Game says, as speech clips (key -> English text) for the speech build:
 * - `<phase>.intro` before a phase's first step (opensBlock), unless instructions are skipped;
 *   `<phase>.practice-intro` after it when the phase starts with practice;
 *   `<phase>.test-intro` before its first test step (opensTest);
 * - `ask.<dimension>` the question of a phase-1 item, `pick.match` / `pick.unique` the
 *   instruction of a phase-2 item: said as the cards appear, and again on the replay button;
 * - `hint.<itemId>` after a wrong practice answer (the right answer shown), then `retry` when the
 *   item comes again;
 * - `end` after the last item.
 */

/** Clip key of a phase's moment. */
export const phaseClip = (phase: Phase, moment: 'intro' | 'practice-intro' | 'test-intro') =>
  `${phase}.${moment}`;

export const RETRY_CLIP = 'retry';
export const END_CLIP = 'end';

export function sameDifferentClipTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const phase of PHASES) {
    const { intro, practiceIntro, testIntro } = PHASE_TEXTS[phase];
    texts[phaseClip(phase, 'intro')] = intro;
    texts[phaseClip(phase, 'practice-intro')] = practiceIntro;
    texts[phaseClip(phase, 'test-intro')] = testIntro;
  }
  for (const dimension of DIMENSIONS) texts[`ask.${dimension}`] = ASK_TEXTS[dimension];
  texts['pick.match'] = PICK_TEXTS.match;
  texts['pick.unique'] = PICK_TEXTS.unique;
  const { practice } = sameDifferentBank();
  for (const item of [...practice['same-different'], ...practice.matching]) {
    texts[hintClip(item.id)] = hintOf(item);
  }
  texts[RETRY_CLIP] = RETRY_TEXT;
  texts[END_CLIP] = END_TEXT;
  return texts;
}

/** The game's clips as one group (the task id), spoken in English. */
export const sameDifferentClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: sameDifferentClipTexts(),
});
