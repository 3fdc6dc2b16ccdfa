/**
 * The rules of the Stories Game, in one place so the bank, the engine, the scoring, the
 * simulation and the README agree. Values marked provisional are this project's choices, to be
 * tuned with data.
 */

/** Version of the game's stories and rules, stored with every run. */
export const THEORY_OF_MIND_VERSION = '1';

/**
 * Tries at one practice question: a wrong answer brings the question back (after 'retry'), but
 * after this many the game goes on (a stuck child should not be kept there) and the run is
 * flagged 'practiceNotPassed'.
 */
export const THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS = 3;

// No stop rule: every story of the run is told to its end. The questions are not ordered by
// difficulty (each story mixes kinds), so a run of errors says little about what follows, and a
// story stopped halfway would leave its later questions without their context.

/**
 * Typical time (ms) a simulated child takes to answer once the options are shown (provisional):
 * the question has just been spoken, and two or three pictures are quick to scan.
 */
export const THEORY_OF_MIND_SIMULATED_RT_MS = 2800;
