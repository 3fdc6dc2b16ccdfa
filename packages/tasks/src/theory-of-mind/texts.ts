/**
 * What the Stories Game says besides its stories (stories-*.ts hold the narration and the
 * questions): written for this project for children of four to nine, in short sentences with
 * words they know (US spelling: the screen shows the texts too).
 */
export const GAME_TEXTS = {
  /** Before the first story of the run. */
  intro:
    "Let's play the Stories Game! I will tell you some short stories. Look at the pictures and listen carefully. Then I will ask you some questions. Tap the best answer.",
  /** Before the practice story. */
  'practice-intro': "Let's start with a practice story.",
  /** Before the first test story. */
  'test-intro': 'Here come the stories. Listen carefully, and do your best!',
  /** Before every other story. */
  'next-story': 'Here is a new story.',
  /** After a right practice answer. */
  correct: "That's right!",
  /** After a wrong practice answer, when the question comes again. */
  retry: "Not quite. Let's listen again, and try one more time.",
  /** After a practice question's last wrong try: the game goes on. */
  'move-on': "That's okay. Let's keep going.",
  /** After the last story. */
  end: 'The end! Thank you for listening to my stories.',
} as const;

export type GameTextKey = keyof typeof GAME_TEXTS;
