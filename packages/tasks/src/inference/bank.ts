import { GRADE_1_TO_3, PRACTICE_PASSAGES } from './passages-1.ts';
import { GRADE_4_TO_6 } from './passages-2.ts';
import { GRADE_THETA, TYPE_OFFSET } from './rules.ts';
import {
  INFERENCE_TYPES,
  type InferenceOption,
  type InferencePassage,
  type InferenceQuestion,
  type WrittenPassage,
} from './types.ts';

/**
 * The Inference Game's bank: two practice passages and 32 test passages (53 questions) in the
 * fixed order they are given, easiest grade first. Each question's options are placed so that
 * the right one takes each of the four places equally often over the bank (bank.test.ts), the
 * distractors in the order written around it; option ids are the places, 'a' to 'd'.
 */

export const OPTION_IDS = ['a', 'b', 'c', 'd'] as const;

/**
 * Where the right option goes: the n-th question of each inference type takes these places in
 * turn, each type starting one step further on, so that every place is taken equally often
 * within each type and (to one) over the bank.
 */
const ANSWER_PLACES = [0, 2, 3, 1] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;

function build(written: readonly WrittenPassage[]): InferencePassage[] {
  const asked = new Map<string, number>();
  return written.map((p) => ({
    id: p.id,
    grade: p.grade,
    text: p.text,
    questions: p.questions.map((q, index): InferenceQuestion => {
      const n = asked.get(q.type) ?? 0;
      asked.set(q.type, n + 1);
      const place = ANSWER_PLACES[(n + INFERENCE_TYPES.indexOf(q.type)) % ANSWER_PLACES.length]!;
      const texts: Omit<InferenceOption, 'id'>[] = q.distractors.map((d) => ({
        text: d.text,
        kind: d.kind,
      }));
      texts.splice(place, 0, { text: q.answer, kind: 'answer' });
      const options = texts.map((o, i) => ({ id: OPTION_IDS[i]!, ...o }));
      const questionId = `q${index + 1}`;
      return {
        itemId: `${p.id}.${questionId}`,
        passageId: p.id,
        questionId,
        type: q.type,
        text: q.text,
        options,
        answer: OPTION_IDS[place]!,
        grade: p.grade,
        difficulty: round2((GRADE_THETA[p.grade] ?? 0) + TYPE_OFFSET[q.type]),
      };
    }),
  }));
}

export const PRACTICE: readonly InferencePassage[] = build(PRACTICE_PASSAGES);

/** The test passages in the order given: grade 1 first, grade 6 last. */
export const TEST_PASSAGES: readonly InferencePassage[] = build([...GRADE_1_TO_3, ...GRADE_4_TO_6]);

/** The test passages of a run: the first `numTrials` (all of them when absent or larger). */
export const testPassages = (numTrials?: number): readonly InferencePassage[] =>
  numTrials === undefined ? TEST_PASSAGES : TEST_PASSAGES.slice(0, Math.max(1, numTrials));

/** The questions of some passages, in order. */
export const questionsOf = (passages: readonly InferencePassage[]): InferenceQuestion[] =>
  passages.flatMap((p) => p.questions);

/** A question by its item id among some passages, with its passage; undefined when none. */
export function findQuestion(
  passages: readonly InferencePassage[],
  itemId: string,
): { passage: InferencePassage; question: InferenceQuestion } | undefined {
  for (const passage of passages) {
    const question = passage.questions.find((q) => q.itemId === itemId);
    if (question) return { passage, question };
  }
  return undefined;
}

/** Whether a response (an option id, null without one) is the question's answer. */
export const isRight = (question: InferenceQuestion, response: string | null): boolean =>
  response === question.answer;
