/**
 * The rules of the Shapes Game, in one place so the bank, the engine, the scoring, the simulation
 * and the README agree. Values marked provisional are this project's choices, to be tuned with
 * data.
 */

/** Version of the game's items and rules, stored with every run. */
export const SAME_DIFFERENT_VERSION = '1';

/**
 * Test items per phase in the standard game (provisional): 16 keeps each phase near three
 * minutes for a young child and still balances its cells (two per dimension and answer).
 */
export const SAME_DIFFERENT_STANDARD_TRIALS = 16;

/**
 * Consecutive test errors that end a phase (the game goes on with the next one). The reference
 * task stops after three; four here so that a child who knows the rule but slips now and then
 * plays the phase out: at 80% right, three errors in a row come within 16 items in about one
 * run in eleven, four in one in sixty (provisional).
 */
export const SAME_DIFFERENT_MAX_ERRORS_IN_A_ROW = 4;

/**
 * Tries at one practice item: a wrong one comes again, with a hint, but after this many the game
 * goes on (a stuck child should not be kept there) and the run is flagged 'practiceNotPassed'.
 */
export const SAME_DIFFERENT_PRACTICE_MAX_ATTEMPTS = 3;

/**
 * The seed the item bank is generated from. The bank is built in code and never changes for a
 * version: changing this seed (or the generator) changes the items and needs a new version.
 */
export const SAME_DIFFERENT_BANK_SEED = 'shapes-game-bank-1';

/**
 * Test items per cell of the bank: phase 1 has a cell per dimension and answer (4 x 2), phase 2
 * per kind and dimension (2 x 4); 6 each gives 48 test items per phase, three times the standard
 * run, so two runs rarely meet the same items.
 */
export const SAME_DIFFERENT_ITEMS_PER_CELL = 6;
