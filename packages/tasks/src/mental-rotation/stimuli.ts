import { ANIMAL_FIGURES, type AnimalId } from './animals.ts';
import { normalise, placeFigure, type Figure } from './geometry.ts';
import { SHAPE_CELLS, shapeFigure, type ShapeId } from './shapes.ts';

/**
 * The pictures of the Matching Game: block shapes (turned in 30-degree steps) and animals (in
 * 40-degree steps), each normalised to turn about its centre and fit one box at every angle.
 */

export type StimulusId = ShapeId | AnimalId;
export type StimulusKind = 'shape' | 'animal';

export const SHAPE_IDS = Object.keys(SHAPE_CELLS) as ShapeId[];
export const ANIMAL_IDS = Object.keys(ANIMAL_FIGURES) as AnimalId[];
export const STIMULUS_IDS: readonly StimulusId[] = [...SHAPE_IDS, ...ANIMAL_IDS];

/** What a child would call each picture (the figure's accessible name). */
export const STIMULUS_NAMES: Readonly<Record<StimulusId, string>> = {
  'shape-f': 'block shape',
  'shape-l': 'block shape',
  'shape-n': 'block shape',
  'shape-p': 'block shape',
  'shape-y': 'block shape',
  'shape-h': 'block shape',
  duck: 'duck',
  fish: 'fish',
  dog: 'dog',
  snail: 'snail',
  turtle: 'turtle',
};

export const isStimulusId = (id: unknown): id is StimulusId =>
  typeof id === 'string' && (STIMULUS_IDS as readonly string[]).includes(id);

export const stimulusKind = (id: StimulusId): StimulusKind =>
  (SHAPE_IDS as readonly string[]).includes(id) ? 'shape' : 'animal';

let figures: Map<StimulusId, Figure> | undefined;

/** A picture upright and unmirrored, centred on (0, 0) and within FIGURE_RADIUS of it. */
export function stimulusFigure(id: StimulusId): Figure {
  figures ??= new Map(
    STIMULUS_IDS.map((s) => [
      s,
      normalise(
        stimulusKind(s) === 'shape' ? shapeFigure(s as ShapeId) : ANIMAL_FIGURES[s as AnimalId],
      ),
    ]),
  );
  return figures.get(id)!;
}

/** A picture as shown: mirrored or not, then turned `angle` degrees clockwise. */
export const shownFigure = (id: StimulusId, angle: number, mirrored: boolean): Figure =>
  placeFigure(stimulusFigure(id), angle, mirrored);
