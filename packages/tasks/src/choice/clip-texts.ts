import { PHONICS_CATEGORIES } from '@roar/contracts';
import { phonicsBank } from '../phonics-bank/index.ts';
import type { SpeechLanguage } from '../speech/clips.ts';

/**
 * The spoken prompts and instructions of a choice game's bank, as speech clips of one group (the
 * task): a game's declaration lists them (`speechClips`), the speech build synthesises them, and
 * the game asks for them by `itemClipId(language, group, key)`.
 */

/** The clips of one task: the language they are spoken in, and each key's text. */
export interface ItemClipGroup {
  group: string;
  language: SpeechLanguage;
  texts: Record<string, string>;
}

interface Prompted {
  id: string;
  prompt: string;
}

const promptsOf = (items: readonly Prompted[]) =>
  Object.fromEntries(items.map((item) => [item.id, item.prompt]));

/** A bank split into subtasks (Letter) or subtests (Phoneme): instructions and items of each. */
interface SubtaskBank<Subtask extends string> {
  instructions: Readonly<Record<Subtask, { intro: string; practiceIntro: string }>>;
  items: Readonly<Record<Subtask, { practice: readonly Prompted[]; test: readonly Prompted[] }>>;
}

/** Per subtask: its instructions, then its practice and test prompts. */
export function subtaskClips<Subtask extends string>(
  group: string,
  language: SpeechLanguage,
  subtasks: readonly Subtask[],
  bank: SubtaskBank<Subtask>,
): ItemClipGroup {
  const texts: Record<string, string> = {};
  for (const subtask of subtasks) {
    const { intro, practiceIntro } = bank.instructions[subtask];
    Object.assign(texts, {
      [`${subtask}.intro`]: intro,
      [`${subtask}.practice-intro`]: practiceIntro,
      ...promptsOf([...bank.items[subtask].practice, ...bank.items[subtask].test]),
    });
  }
  return { group, language, texts };
}

/** The phonics task (English): its instructions, then its practice and test prompts. */
export function phonicsClips(): ItemClipGroup {
  const bank = phonicsBank();
  const { intro, practiceIntro } = bank.instructions;
  const items = [
    ...bank.practice,
    ...PHONICS_CATEGORIES.flatMap((category) => bank.test[category]),
  ];
  const texts = { intro, 'practice-intro': practiceIntro, ...promptsOf(items) };
  return { group: 'phonics', language: 'en', texts };
}
