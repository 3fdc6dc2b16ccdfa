/**
 * `@roar/tasks/frame`: the story frame's pictures and words for the web app's end of a game
 * (Pip, the stars, the game's messages in the task's language), without the game code.
 */
export { Guide, PATH_STONES, StarRow } from './frame.tsx';
export { GAME_MESSAGES, counted, gameLocale, type GameMessages } from './messages.ts';
