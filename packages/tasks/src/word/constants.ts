/** Fixation before each word (ms). Shorter than the original's 1000 ms, as in its 2021 version. */
export const FIXATION_MS = 500;
/** How long a word stays visible (ms); counted in frames at the measured refresh rate. */
export const EXPOSURE_MS = 350;
/** Scored items when the variant does not set numTrials (tasks.md: ~84). */
export const DEFAULT_WORD_TRIALS = 84;
