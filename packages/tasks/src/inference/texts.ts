/**
 * What the Inference Game says and shows besides its passages and questions (passages-*.ts),
 * written for this project for children of grades 1 to 6 (US spelling: the screen shows the
 * texts too). Short sentences with no digits (espeak-ng reads them).
 */
export const GAME_TEXTS = {
  /** Before the first question of the run. */
  intro:
    "Let's play a reading game! You will read some short stories. Then you will answer a question about each one. The answer is not written in the story. Use the clues to work it out, and tap the best answer.",
  /** Before the practice questions. */
  'practice-intro':
    'Tap Read it to me if you want to hear the story. Let us try two together first.',
  /** Before the first test question. */
  'test-intro':
    'Great! Now you will read more stories on your own. Some are short and some are longer. Do your best!',
  /** After a right practice answer. */
  correct: "That's right! The clues in the story tell you so.",
  /** After a wrong practice answer, when the question comes again. */
  retry: 'Not quite. Read the story again and look for the clues. Then try again.',
  /** After a practice question's last wrong try: the game goes on. */
  'move-on': "That's okay. Let's keep going.",
  /** After the last question. */
  end: 'You finished! Great detective work.',
  /** The button that plays the passage (shown, not spoken). */
  'read-it': 'Read it to me',
} as const;

export type GameTextKey = keyof typeof GAME_TEXTS;
