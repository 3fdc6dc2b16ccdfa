import type { ItemClipGroup } from '../choice/clip-texts.ts';
import { PRACTICE, TEST_PASSAGES } from './bank.ts';
import type { InferenceStep } from './engine.ts';
import { GAME_TEXTS, type GameTextKey } from './texts.ts';

/**
 * Everything the Inference Game says, as speech clips (key -> English text) for the speech
 * build:
 * - `intro` before the run's first question; `practice-intro` before the practice, `test-intro`
 *   before the first test question (introClips);
 * - `<passageId>`: a passage read aloud, on its 'Read it to me' button;
 * - `<passageId>.<questionId>`: a question, said as it appears (and on 'Hear it again');
 * - practice feedback (practiceFeedback): `correct`, `retry` (the question comes again),
 *   `move-on` (its last try was wrong);
 * - `end` after the last question.
 * 'read-it' is a button's label, not spoken.
 */
export function inferenceClipTexts(): Record<string, string> {
  const { 'read-it': _label, ...spoken } = GAME_TEXTS;
  const texts: Record<string, string> = { ...spoken };
  for (const passage of [...PRACTICE, ...TEST_PASSAGES]) {
    texts[passage.id] = passage.text;
    for (const question of passage.questions) texts[question.itemId] = question.text;
  }
  return texts;
}

/** The game's clips as one group (the task id), spoken in English. */
export const inferenceClips = (group: string): ItemClipGroup => ({
  group,
  language: 'en',
  texts: inferenceClipTexts(),
});

/** The clips said (each with its text and a continue button) before a question. */
export function introClips(step: InferenceStep): GameTextKey[] {
  // A practice question asked again (after 'retry') is not introduced again.
  if (step.practiceAttempt !== null && step.practiceAttempt > 1) return [];
  const keys: GameTextKey[] = step.opensRun ? ['intro'] : [];
  if (step.opensStage) keys.push(step.stage === 'practice' ? 'practice-intro' : 'test-intro');
  return keys;
}

/**
 * The feedback after a practice answer, given the engine's next step: 'correct', 'retry' (the
 * question comes again) or 'move-on' (its last try was wrong).
 */
export function practiceFeedback(
  step: InferenceStep,
  correct: boolean,
  next: InferenceStep | null,
): GameTextKey[] {
  if (correct) return ['correct'];
  return next?.itemId === step.itemId ? ['retry'] : ['move-on'];
}
