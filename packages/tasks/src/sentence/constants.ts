/** Blank between statements (ms): the next sentence must look new. */
export const SENTENCE_GAP_MS = 150;
