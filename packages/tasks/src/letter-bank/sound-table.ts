/**
 * One letter-sound item before it is built: the letter, a word that carries its sound, where the
 * sound is in that word, how the sound alone is written for speech (English consonants only) and
 * three distractor letters.
 */
export interface SoundRow {
  readonly letter: string;
  /** A word a young child knows, with the letter's usual sound at `position`. */
  readonly anchor: string;
  readonly position: 'first' | 'last';
  /** The sound alone, spelled for speech ('buh'); absent where no spelling reads right. */
  readonly sound?: string;
  readonly distractors: string;
}

/** A language's letter-sound items and the rules they were written by. */
export interface SoundTable {
  readonly practice: readonly SoundRow[];
  readonly test: readonly SoundRow[];
  /**
   * Letters that also regularly spell the target's sound (c for the k sound, g for the j sound):
   * never distractors of that target, so exactly one choice makes the sound.
   */
  readonly sameSound: Readonly<Record<string, string>>;
  /** Letters without a letter-sound item, with the reason. */
  readonly skipped: Readonly<Record<string, string>>;
}
