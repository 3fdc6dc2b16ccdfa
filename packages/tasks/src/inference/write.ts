import type {
  Distractor,
  DistractorKind,
  InferenceType,
  WrittenPassage,
  WrittenQuestion,
} from './types.ts';

/** Small helpers that keep the passages (passages-*.ts) readable: one line per option. */

export const passage = (
  id: string,
  grade: number,
  text: string,
  ...questions: WrittenQuestion[]
): WrittenPassage => ({ id, grade, text, questions });

type D = readonly [DistractorKind, string];

export const ask = (
  type: InferenceType,
  text: string,
  answer: string,
  d1: D,
  d2: D,
  d3: D,
): WrittenQuestion => {
  const distractor = ([kind, option]: D): Distractor => ({ kind, text: option });
  return { type, text, answer, distractors: [distractor(d1), distractor(d2), distractor(d3)] };
};
