import { coreMathDefinition } from '../core-math/definition.ts';
import { egmaDefinition } from '../egma-math/definition.ts';
import { externalDefinition } from '../external/definition.ts';
import { fluencyDefinition } from '../fluency/definition.ts';
import { hfDefinition } from '../hearts-and-flowers/definition.ts';
import { inferenceDefinition } from '../inference/definition.ts';
import { letterDefinition } from '../letter/definition.ts';
import { matrixDefinition } from '../matrix-reasoning/definition.ts';
import { memoryDefinition } from '../memory-game/definition.ts';
import { rotationDefinition } from '../mental-rotation/definition.ts';
import { phonemeDefinition } from '../phoneme/definition.ts';
import { phonicsDefinition } from '../phonics/definition.ts';
import { sameDifferentDefinition } from '../same-different/definition.ts';
import { sentenceDefinition } from '../sentence/definition.ts';
import { surveyDefinition } from '../survey/definition.ts';
import { theoryOfMindDefinition } from '../theory-of-mind/definition.ts';
import { syntaxDefinition } from '../trog/definition.ts';
import { vocabDefinition } from '../vocab/definition.ts';
import { wordDefinition } from '../word/definition.ts';
import { writtenChoiceDefinition } from '../multichoice/definition.ts';
import type { GameDefinition } from './definition.ts';
// new:task imports (npm run new:task adds a line above)

/**
 * Every game this version plays, each declared once in its folder (definition.ts), in the order
 * the speech manifest lists their clips. The hosts read this list; `npm run new:task` adds a line
 * here and one in loaders.ts.
 */
export const GAMES: readonly GameDefinition[] = [
  wordDefinition,
  sentenceDefinition,
  letterDefinition,
  phonicsDefinition,
  phonemeDefinition,
  fluencyDefinition,
  coreMathDefinition,
  egmaDefinition,
  hfDefinition,
  matrixDefinition,
  memoryDefinition,
  rotationDefinition,
  sameDifferentDefinition,
  theoryOfMindDefinition,
  syntaxDefinition,
  externalDefinition,
  surveyDefinition,
  vocabDefinition,
  inferenceDefinition,
  writtenChoiceDefinition,
  // new:task games (npm run new:task adds a line above)
];
