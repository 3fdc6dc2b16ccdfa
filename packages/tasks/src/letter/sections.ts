import type { ChoiceSection } from '../choice/engine.ts';
import { itemClipId } from '../choice/clips.ts';
import { letterBank, type LetterItem, type LetterSubtask } from '../letter-bank/index.ts';
import type { Rng } from '../runtime/random.ts';
import type { LetterParams, LetterTaskId } from './info.ts';
import { letterLanguageOf } from './info.ts';

/** The speech clip group of a letter task's items and instructions. */
export const letterClipGroup = (taskId: LetterTaskId) => taskId;

const asOption = (letter: string) => ({ value: letter });

/**
 * The sections of a Letter run: the variant's subtasks in order; in each, the practice items,
 * then every letter in an order drawn with the run's generator (so a child cannot learn the
 * alphabet's order from the test).
 */
export function letterSections(
  taskId: LetterTaskId,
  params: Pick<LetterParams, 'subtasks'>,
  rng: Rng,
): ChoiceSection[] {
  const language = letterLanguageOf(taskId);
  const speech = language === 'es' ? 'es' : 'en';
  const bank = letterBank(language);
  const group = letterClipGroup(taskId);
  const item = (entry: LetterItem) => ({
    id: entry.id,
    clip: itemClipId(speech, group, entry.id),
    prompt: entry.prompt,
    answer: asOption(entry.letter),
    distractors: entry.choices.filter((c) => c !== entry.letter).map(asOption),
    order: entry.choices.map(asOption),
  });
  return params.subtasks.map((subtask: LetterSubtask) => ({
    id: subtask,
    practice: bank.items[subtask].practice.map(item),
    test: rng.shuffle(bank.items[subtask].test).map(item),
    intro: {
      clip: itemClipId(speech, group, `${subtask}.intro`),
      text: bank.instructions[subtask].intro,
    },
    practiceIntro: {
      clip: itemClipId(speech, group, `${subtask}.practice-intro`),
      text: bank.instructions[subtask].practiceIntro,
    },
  }));
}
