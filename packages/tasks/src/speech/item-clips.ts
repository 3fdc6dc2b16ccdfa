/**
 * The spoken prompts and instructions of the item banks, as speech clips: the build script
 * (scripts/build-speech-assets.ts) synthesises one MP3 per clip, and the manifest test checks them.
 * Only the script and tests import this module, never browser code: it loads every bank at once,
 * while the web app loads each game (and its bank) on demand.
 *
 * Clip ids are the ones the games ask for (choice/clips.ts `itemClipId`):
 * `<speech language>/<group>.<key>`, where the group is the task (letter, letter-es, letter-en-ca,
 * phonics, pa, pa-es) and the key an item id or `[<subtask>.]intro` / `[<subtask>.]practice-intro`.
 */
import { LETTER_SUBTASKS, PA_SUBTESTS, PHONICS_CATEGORIES } from '@roar/contracts';
import { itemClipId } from '../choice/clips.ts';
import { letterBank } from '../letter-bank/index.ts';
import { paBank } from '../pa-bank/index.ts';
import { phonicsBank } from '../phonics-bank/index.ts';
import { fixedClipTexts, type SpeechLanguage } from './clips.ts';

/** The clips of one task: the language they are spoken in, and each key's text. */
interface ItemClipGroup {
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
function subtaskClips<Subtask extends string>(
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
function phonicsClips(): ItemClipGroup {
  const bank = phonicsBank();
  const { intro, practiceIntro } = bank.instructions;
  const items = [
    ...bank.practice,
    ...PHONICS_CATEGORIES.flatMap((category) => bank.test[category]),
  ];
  const texts = { intro, 'practice-intro': practiceIntro, ...promptsOf(items) };
  return { group: 'phonics', language: 'en', texts };
}

/**
 * Every task with spoken items, one group each; a new bank is one more line. The speech language
 * is the bank's, except Canadian English, which the English voice speaks.
 */
const itemClipGroups = (): ItemClipGroup[] => [
  subtaskClips('letter', 'en', LETTER_SUBTASKS, letterBank('en')),
  subtaskClips('letter-es', 'es', LETTER_SUBTASKS, letterBank('es')),
  subtaskClips('letter-en-ca', 'en', LETTER_SUBTASKS, letterBank('en-CA')),
  phonicsClips(),
  subtaskClips('pa', 'en', PA_SUBTESTS, paBank('en')),
  subtaskClips('pa-es', 'es', PA_SUBTESTS, paBank('es')),
];

/** The text of every item clip by its manifest id, group by group. */
export function itemClipTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const { group, language, texts: byKey } of itemClipGroups()) {
    for (const [key, text] of Object.entries(byKey)) {
      const id = itemClipId(language, group, key);
      if (Object.hasOwn(texts, id)) throw new Error(`${id}: two clips have this id`);
      texts[id] = text;
    }
  }
  return texts;
}

/** Every clip the build makes: the fixed narration first, then the item clips. */
export function allClipTexts(): Record<string, string> {
  return { ...fixedClipTexts(), ...itemClipTexts() };
}
