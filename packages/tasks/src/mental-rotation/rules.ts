import type { StimulusKind } from './stimuli.ts';

/**
 * The rules of the Matching Game (mental rotation), in one place so the bank, the engine, the
 * scoring, the simulation and the README agree. Provisional values are marked so.
 */

/** Version of the game's items and rules, stored with every run. */
export const ROTATION_VERSION = '1';

/** The two answers: the side of the picture chosen, and the side the match is on. */
export const ROTATION_SIDES = ['left', 'right'] as const;
export type RotationSide = (typeof ROTATION_SIDES)[number];

/**
 * Angles each kind of picture is turned by, in degrees clockwise. Block shapes in 30-degree
 * steps, animals in 40-degree steps (the two step sizes of the reference game's lists); 0 to 180
 * only, since turning further left is the same picture turned less the other way.
 */
export const ROTATION_ANGLES: Readonly<Record<StimulusKind, readonly number[]>> = {
  shape: [0, 30, 60, 90, 120, 150, 180],
  animal: [0, 40, 80, 120, 160],
};

/** Every angle given, rising: the parts of the measures ('angle-<deg>'). */
export const ALL_ANGLES: readonly number[] = [
  ...new Set([...ROTATION_ANGLES.shape, ...ROTATION_ANGLES.animal]),
].sort((a, b) => a - b);

/**
 * Test items of a standard run (provisional): 4 at each of the 10 angles, 2 with the match on
 * each side. About four minutes at a child's pace; enough to see accuracy fall with the angle.
 */
export const ROTATION_STANDARD_TRIALS = 40;

/**
 * Tries at one practice item: a wrong answer shows it again, but after this many the game goes
 * on (a child who is stuck is not kept there) and the run is flagged 'practiceNotPassed'.
 */
export const ROTATION_PRACTICE_MAX_ATTEMPTS = 3;

/** The run's two blocks, in order: practice (when the variant has it), then test. */
export const ROTATION_BLOCKS = ['practice', 'test'] as const;
export type RotationBlock = (typeof ROTATION_BLOCKS)[number];

/** The measure part (and trial subtask) of an angle. */
export const anglePart = (angle: number) => `angle-${angle}`;
