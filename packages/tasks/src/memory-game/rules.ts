import { gradeNumber } from '@roar/contracts';

/**
 * The rules of the Memory Game (Corsi blocks), in one place so the engine, the server's judge,
 * the simulation and the documentation agree. Timings are for the screen (the engine has none).
 */

/** Version of the game's sequences and rules, stored with every run. */
export const MEMORY_VERSION = '1';

/** The two phases, in the order played: repeat the order, then repeat it backwards. */
export const MEMORY_PHASES = ['forward', 'backward'] as const;
export type MemoryPhase = (typeof MEMORY_PHASES)[number];

/** Squares on the board: a 2x2 grid for younger children, a 3x3 grid from age 13. */
export const MEMORY_GRIDS = [4, 9] as const;
export type MemoryGrid = (typeof MEMORY_GRIDS)[number];

/** Age (months) from which the 3x3 grid is used: 13 years (the original: 2x2 up to age 12). */
export const MEMORY_BIG_GRID_FROM_MONTHS = 156;
/** Without an age: the grade from which the 3x3 grid is used (grade 7 is about 12-13). */
export const MEMORY_BIG_GRID_FROM_GRADE = 7;

/** The board of a child: by age when known, else by grade; the small board when neither. */
export function gridOf(player: { ageMonths: number | null; grade: string | null }): MemoryGrid {
  const { ageMonths } = player;
  if (ageMonths !== null && Number.isFinite(ageMonths) && ageMonths > 0) {
    return ageMonths < MEMORY_BIG_GRID_FROM_MONTHS ? 4 : 9;
  }
  const grade = gradeNumber(player.grade);
  return grade !== null && grade >= MEMORY_BIG_GRID_FROM_GRADE ? 9 : 4;
}

/** Squares per row of a board (squares are numbered row by row from 0, top left). */
export const gridSide = (grid: MemoryGrid) => (grid === 9 ? 3 : 2);

/** Length of the first test sequence of each phase, and of every practice sequence. */
export const MEMORY_START_LENGTH = 2;
export const MEMORY_PRACTICE_LENGTH = 2;
/** Right answers in a row after which sequences grow by one square (the count starts again). */
export const MEMORY_STREAK_TO_GROW = 3;
/** Wrong answers in a row that end a phase. */
export const MEMORY_ERRORS_TO_STOP = 3;
/** Most test sequences per phase (a variant's trialsPerBlock may give fewer). */
export const MEMORY_MAX_TEST_PER_PHASE = 21;

/** Practice sequences before each phase's test (when the variant has practice). */
export const MEMORY_PRACTICE_SEQUENCES: Readonly<Record<MemoryPhase, number>> = {
  forward: 3,
  backward: 2,
};
/**
 * Tries at one practice sequence: it is shown again until answered right, but after this many
 * the game goes on (a stuck child should not be kept there) and the run is flagged.
 */
export const MEMORY_PRACTICE_MAX_ATTEMPTS = 3;

/** Each square stays lit this long, with this dark gap before the next (the original's). */
export const MEMORY_LIGHT_MS = 700;
export const MEMORY_GAP_MS = 300;
/** Provisional: after the 'Watch' cue, before the first square lights. */
export const MEMORY_LEAD_IN_MS = 1000;
/** Provisional: how long a tapped square flashes, so the child sees the tap was taken. */
export const MEMORY_TAP_FLASH_MS = 250;
/** Without a tap this long, the reminder is spoken (the original's 10 s idle reminder). */
export const MEMORY_REMINDER_AFTER_MS = 10_000;

/** How long a sequence takes to show, from its first light to the end of its last. */
export const showMs = (length: number) =>
  length * MEMORY_LIGHT_MS + Math.max(0, length - 1) * MEMORY_GAP_MS;

/** Test sequences per phase of a variant: trialsPerBlock within 1-21, else 21. */
export function testCap(trialsPerBlock?: number | null): number {
  if (typeof trialsPerBlock !== 'number' || !Number.isFinite(trialsPerBlock)) {
    return MEMORY_MAX_TEST_PER_PHASE;
  }
  return Math.min(MEMORY_MAX_TEST_PER_PHASE, Math.max(1, Math.floor(trialsPerBlock)));
}

/** Where a phase's test stands: what the rules read to give the next sequence or stop. */
export interface PhaseState {
  /** Test sequences answered (the next one's index). */
  done: number;
  /** Length of the next sequence. */
  length: number;
  /** Right answers in a row at this length. */
  streak: number;
  errorsInARow: number;
}

export const PHASE_START: PhaseState = {
  done: 0,
  length: MEMORY_START_LENGTH,
  streak: 0,
  errorsInARow: 0,
};

/**
 * The phase after one test answer: a right one counts towards growing (three in a row add a
 * square, and the count starts again); a wrong one resets it and counts towards the stop.
 */
export function afterAnswer(state: PhaseState, correct: boolean): PhaseState {
  if (!correct) {
    return { ...state, done: state.done + 1, streak: 0, errorsInARow: state.errorsInARow + 1 };
  }
  const grows = state.streak + 1 >= MEMORY_STREAK_TO_GROW;
  return {
    done: state.done + 1,
    length: state.length + (grows ? 1 : 0),
    streak: grows ? 0 : state.streak + 1,
    errorsInARow: 0,
  };
}

/** A phase's test is over after its cap of sequences or its run of errors. */
export const phaseOver = (state: PhaseState, cap: number) =>
  state.done >= cap || state.errorsInARow >= MEMORY_ERRORS_TO_STOP;
