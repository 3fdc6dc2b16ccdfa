/**
 * The Syntax Game (trog), its pure parts: sentences and their pictures (as data), engine,
 * judging, scoring, trial data, speech texts and simulation. No React, no DOM: the server imports
 * it to score runs (scene.tsx, the picture drawing, is imported by the player on its own).
 */
export * from './types.ts';
export * from './rules.ts';
export { PICTURES, PICTURE_FOLDER, pictureUrl, type PictureName } from './pictures.ts';
export {
  allSyntaxItems,
  syntaxBlocks,
  syntaxItemById,
  syntaxPracticeItems,
  syntaxTestList,
} from './bank.ts';
export { createSyntaxEngine, type SyntaxEngine, type SyntaxStep } from './engine.ts';
export {
  judgeSyntaxRun,
  syntaxAbility,
  syntaxHeadline,
  syntaxMeasures,
  syntaxReachedEnd,
  syntaxSupportLevel,
} from './scoring.ts';
export { syntaxTrialSchema, type SyntaxTrialData } from './trial-schema.ts';
export { syntaxTrialData, syntaxTrialPlace } from './trial-data.ts';
export { SYNTAX_TEXTS, syntaxClipTexts, syntaxClips } from './instructions.ts';
export { simulateSyntax } from './simulate.ts';
