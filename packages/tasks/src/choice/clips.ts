/**
 * Speech clip ids of the choice games' items and instructions: `<language>/<group>.<key>`, e.g.
 * `en/letter.letter-en-upper-b` or `es/pa.DEL.intro`. The speech script synthesises one clip per
 * id from the item banks (scripts/build-speech-assets.ts), and a recording can replace any.
 */
export const itemClipId = (language: 'en' | 'es', group: string, key: string): string =>
  `${language}/${group}.${key}`;
