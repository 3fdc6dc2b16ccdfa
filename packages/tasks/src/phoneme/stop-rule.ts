/** Consecutive errors that end a subtest (tasks.md, Phoneme). */
export const PA_MAX_CONSECUTIVE_ERRORS = 3;
/** From this many answers on, the last six are checked. */
export const PA_WINDOW = 6;
/** At most this many correct in the last six ends a subtest. */
export const PA_WINDOW_MAX_CORRECT = 2;

/**
 * Whether a Phoneme subtest stops after these test answers (true = correct): after three errors
 * in a row, or, from the sixth answer on, when two or fewer of the last six were correct.
 */
export function phonemeSubtestStops(answers: readonly boolean[]): boolean {
  const tail = answers.slice(-PA_MAX_CONSECUTIVE_ERRORS);
  if (tail.length === PA_MAX_CONSECUTIVE_ERRORS && tail.every((correct) => !correct)) return true;
  if (answers.length < PA_WINDOW) return false;
  const correct = answers.slice(-PA_WINDOW).filter(Boolean).length;
  return correct <= PA_WINDOW_MAX_CORRECT;
}
