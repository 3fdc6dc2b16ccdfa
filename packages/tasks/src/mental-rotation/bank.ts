import { ROTATION_ANGLES, ROTATION_SIDES, type RotationSide } from './rules.ts';
import { STIMULUS_IDS, stimulusKind, type StimulusId, type StimulusKind } from './stimuli.ts';

/**
 * The items: a picture, the angle both choices are turned by, and the side the match is on (the
 * other side shows the mirror image). The id says all three ('duck-120-left'), so the server
 * rebuilds an item from its id alone; practice ids start with 'practice-', so a practice item
 * sent as a test answer is not one of the bank's test items.
 */
export interface RotationItem {
  id: string;
  stimulusId: StimulusId;
  kind: StimulusKind;
  /** Degrees clockwise, both choices. */
  angle: number;
  /** Where the same picture turned is: the key (the other side has the mirror image). */
  matchSide: RotationSide;
}

const item = (
  stimulusId: StimulusId,
  angle: number,
  matchSide: RotationSide,
  prefix = '',
): RotationItem => ({
  id: `${prefix}${stimulusId}-${angle}-${matchSide}`,
  stimulusId,
  kind: stimulusKind(stimulusId),
  angle,
  matchSide,
});

/**
 * The test bank: every picture at every angle of its kind, with the match on each side (6
 * shapes x 7 angles x 2 + 5 animals x 5 angles x 2 = 134 items, balanced over sides by
 * construction). A run takes a balanced list of them (run-list.ts).
 */
export const ROTATION_TEST_BANK: readonly RotationItem[] = STIMULUS_IDS.flatMap((id) =>
  ROTATION_ANGLES[stimulusKind(id)].flatMap((angle) =>
    ROTATION_SIDES.map((side) => item(id, angle, side)),
  ),
);

/**
 * The practice items, in order: upright first (only the mirror image to see), then small turns;
 * an animal first, the easiest picture to tell from its mirror image (it faces the other way).
 */
export const ROTATION_PRACTICE: readonly RotationItem[] = [
  item('duck', 0, 'right', 'practice-'),
  item('shape-l', 0, 'left', 'practice-'),
  item('fish', 40, 'left', 'practice-'),
];

const byId = new Map(ROTATION_TEST_BANK.map((i) => [i.id, i]));
const practiceById = new Map(ROTATION_PRACTICE.map((i) => [i.id, i]));

/** A test item by id; undefined when the bank has none. */
export const rotationTestItem = (id: string | null | undefined) => (id ? byId.get(id) : undefined);

/** A practice item by id; undefined when the practice has none. */
export const rotationPracticeItem = (id: string | null | undefined) =>
  id ? practiceById.get(id) : undefined;

/** Whether a response ('left' or 'right') picks the match. */
export const isRightChoice = (target: RotationItem, response: string | null) =>
  response === target.matchSide;
