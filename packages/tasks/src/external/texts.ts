/**
 * What the launch page of an external game says (and shows), in English, for children of five
 * and up: the game opens in a new tab, and the child comes back when it is done.
 */
export const EXTERNAL_TEXTS = {
  intro:
    'This game is on another website. Press the big button to open it. When you finish, come back here.',
  waiting: 'Play the game in the new tab. When it says you are done, come back to this page.',
  done: 'You finished the game. Great job!',
} as const;

export type ExternalClipKey = keyof typeof EXTERNAL_TEXTS;
