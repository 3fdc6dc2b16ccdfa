/**
 * What the Inference Game (roar-inference) is made of: short passages the child reads (and may
 * hear), each with one or two multiple-choice questions whose answer is not written in the
 * passage but follows from it.
 */

/**
 * The kinds of inference a question asks for, also the trials' subtask and the measures' parts:
 * - 'causal': why something happened (the cause is not stated);
 * - 'emotion': how a character feels (from what they do or what happens to them);
 * - 'bridging': a link the passage leaves out (who, what or where, from clues in two sentences);
 * - 'predictive': what will probably happen next;
 * - 'vocabulary': what an unfamiliar word means, from the words around it.
 */
export const INFERENCE_TYPES = [
  'causal',
  'emotion',
  'bridging',
  'predictive',
  'vocabulary',
] as const;
export type InferenceType = (typeof INFERENCE_TYPES)[number];

/**
 * What makes a wrong option wrong:
 * - 'literal': a detail the passage states, true but not the answer to the question;
 * - 'unsupported': nothing in the passage says or suggests it;
 * - 'contradicted': the passage says or shows otherwise.
 */
export const DISTRACTOR_KINDS = ['literal', 'unsupported', 'contradicted'] as const;
export type DistractorKind = (typeof DISTRACTOR_KINDS)[number];

export interface Distractor {
  kind: DistractorKind;
  text: string;
}

/** A question as written: the supported inference and three distractors. */
export interface WrittenQuestion {
  type: InferenceType;
  text: string;
  answer: string;
  distractors: readonly [Distractor, Distractor, Distractor];
}

/** A passage as written, with the grade (1-6) its language and reasoning are pitched at. */
export interface WrittenPassage {
  id: string;
  grade: number;
  text: string;
  questions: readonly WrittenQuestion[];
}

/** One option as shown: its id ('a' to 'd', by position) is the response recorded. */
export interface InferenceOption {
  id: string;
  text: string;
  /** 'answer', or the distractor's kind (for people reading the data; never sent as a key). */
  kind: 'answer' | DistractorKind;
}

/** A question ready to show: its options in the order shown and the right option's id. */
export interface InferenceQuestion {
  /** '<passageId>.q1', '<passageId>.q2': the trial's item id. */
  itemId: string;
  passageId: string;
  /** 'q1' or 'q2'. */
  questionId: string;
  type: InferenceType;
  text: string;
  options: readonly InferenceOption[];
  answer: string;
  /** The passage's grade (1-6; practice passages 1). */
  grade: number;
  /** Provisional item difficulty (logits) from the grade and type (rules.ts). */
  difficulty: number;
}

export interface InferencePassage {
  id: string;
  grade: number;
  text: string;
  questions: readonly InferenceQuestion[];
}
