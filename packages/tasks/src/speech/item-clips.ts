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
import { GAMES } from '../registry/games.ts';
import { clipGroupsOfTask } from '../registry/definition.ts';
import { itemClipId } from '../choice/clips.ts';
import { fixedClipTexts } from './clips.ts';

/**
 * The text of every item clip by its manifest id, game by game in registry order, task by task
 * (each declaration's `speechClips`).
 */
export function itemClipTexts(): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const game of GAMES) {
    for (const task of game.tasks) {
      for (const clips of clipGroupsOfTask(game, task.id)) {
        for (const [key, text] of Object.entries(clips.texts)) {
          const id = itemClipId(clips.language, clips.group, key);
          if (Object.hasOwn(texts, id)) throw new Error(`${id}: two clips have this id`);
          texts[id] = text;
        }
      }
    }
  }
  return texts;
}

/** Every clip the build makes: the fixed narration first, then the item clips. */
export function allClipTexts(): Record<string, string> {
  return { ...fixedClipTexts(), ...itemClipTexts() };
}
