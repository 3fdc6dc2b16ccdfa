import { describe, expect, it } from 'vitest';
import {
  EYE_RADIUS,
  FIGURE_RADIUS,
  mapFigure,
  normalise,
  reach,
  reflect,
  samples,
  turn,
  type Point,
} from './geometry.ts';
import { ALL_ANGLES } from './rules.ts';
import { SHAPE_CELLS, cellOutline } from './shapes.ts';
import { STIMULUS_IDS, shownFigure, stimulusFigure } from './stimuli.ts';

/** Distance from `p` to the nearest point of `to`. */
function nearest([x, y]: Point, to: readonly Point[]): number {
  let least = Infinity;
  for (const [u, v] of to) least = Math.min(least, Math.hypot(x - u, y - v));
  return least;
}

/**
 * How far apart two drawings are at their most different place (Hausdorff distance): the
 * farthest any point of one is from the other. A part on the other side (a head, a fin, a
 * block) makes it large, however alike the rest is.
 */
function apart(a: readonly Point[], b: readonly Point[]): number {
  let most = 0;
  for (const p of a) most = Math.max(most, nearest(p, b));
  for (const p of b) most = Math.max(most, nearest(p, a));
  return most;
}

/** Least distance between `a` and `b` turned by any of `degrees`. */
const closestTurn = (a: readonly Point[], b: readonly Point[], degrees: readonly number[]) =>
  Math.min(...degrees.map((d) => apart(a, b.map(turn(d)))));

/**
 * Every other degree: a symmetry at an odd degree would still come within the figure's radius
 * times sin(1 degree) (under 1 unit) of the drawing, far below CLEARLY_APART.
 */
const DEGREES = Array.from({ length: 180 }, (_, i) => 2 * i);
/** Far enough apart to see at a glance: 12% of the figure's radius, at the most different part. */
const CLEARLY_APART = 0.12 * FIGURE_RADIUS;

const polygonArea = (points: readonly { x: number; y: number }[]) =>
  Math.abs(
    points.reduce((sum, a, i) => {
      const b = points[(i + 1) % points.length]!;
      return sum + a.x * b.y - b.x * a.y;
    }, 0),
  ) / 2;

describe('Matching Game pictures', () => {
  it.each(STIMULUS_IDS)('%s is chiral: its mirror image is no turn of it', (id) => {
    const figure = stimulusFigure(id);
    const upright = samples(figure);
    const mirrored = samples(mapFigure(figure, reflect));
    expect(closestTurn(upright, mirrored, DEGREES)).toBeGreaterThan(CLEARLY_APART);
  });

  it('finds a symmetric shape: the checks above can fail', () => {
    const figure = (cells: readonly (readonly [number, number])[]) =>
      normalise({ outline: cellOutline(cells), eye: null, details: [] });
    // A T is its own mirror image; an S (Z tetromino) is its own half turn.
    const t = samples(
      figure([
        [0, 0],
        [1, 0],
        [2, 0],
        [1, 1],
      ]),
    );
    const s = samples(
      figure([
        [0, 0],
        [1, 0],
        [1, 1],
        [2, 1],
      ]),
    );
    expect(closestTurn(t, t.map(reflect), DEGREES)).toBeLessThan(1e-9);
    expect(closestTurn(s, s, [180])).toBeLessThan(1e-9);
  });

  it.each(STIMULUS_IDS)('%s has no turn symmetry: every angle shows another picture', (id) => {
    const upright = samples(stimulusFigure(id));
    // From 30 degrees: a symmetric shape repeats at 180 degrees or less (120, 90, 72...).
    const turns = DEGREES.filter((d) => d >= 30 && d <= 330);
    expect(closestTurn(upright, upright, turns)).toBeGreaterThan(CLEARLY_APART);
  });

  it.each(STIMULUS_IDS)('%s: the lure is the exact mirror image of the match', (id) => {
    for (const angle of ALL_ANGLES) {
      const match = shownFigure(id, angle, false);
      const lure = shownFigure(id, angle, true);
      // The lure is the upright picture reflected across the vertical axis, then turned...
      const expected = mapFigure(mapFigure(stimulusFigure(id), reflect), turn(angle));
      expect(lure).toEqual(expected);
      // ...which is the match reflected across the line through the centre at angle / 2 from
      // the vertical: the same shape, the other way round.
      const axis = turn(angle);
      const back = turn(-angle);
      const reflectedMatch = mapFigure(match, (p) => axis(reflect(back(p))));
      samples(reflectedMatch).forEach(([x, y], i) => {
        const [u, v] = samples(lure)[i]!;
        expect(Math.hypot(x - u, y - v)).toBeLessThan(1e-9);
      });
    }
  });

  it.each(STIMULUS_IDS)('%s turns about its centre and fits the box at every angle', (id) => {
    for (let angle = 0; angle < 360; angle += 10) {
      for (const mirrored of [false, true]) {
        expect(reach(shownFigure(id, angle, mirrored))).toBeLessThanOrEqual(FIGURE_RADIUS + 1e-9);
      }
    }
    const { eye } = stimulusFigure(id);
    if (eye) expect(Math.hypot(...eye) + EYE_RADIUS).toBeLessThanOrEqual(FIGURE_RADIUS + 1e-9);
    // Normalised to the box: no picture is drawn much smaller than the others.
    expect(reach(stimulusFigure(id))).toBeGreaterThan(FIGURE_RADIUS - 1);
  });

  it('draws each block shape as the outline of its cells', () => {
    for (const cells of Object.values(SHAPE_CELLS)) {
      const outline = cellOutline(cells);
      expect(polygonArea(outline)).toBe(cells.length);
      expect(outline.every((c) => !c.smooth)).toBe(true);
    }
  });
});
