import { probability } from '@roar/scoring';
import type { GameTrial, SimulatedChild } from '../trial-types.ts';
import type { Rng } from '../runtime/random.ts';
import { simulatedRtMs } from '../simulated-child.ts';
import { SRE_FORMS } from '@roar/contracts';
import { formItems, type SreLanguage } from '../sre/index.ts';
import { createSentenceEngine } from './engine.ts';
import type { SentenceParams } from './info.ts';
import { SENTENCE_GAP_MS } from './constants.ts';
import { sentenceTrialData } from './trial-data.ts';

/** Reading a statement: faster for abler readers (ms at theta 0, a statement of mean length). */
const MEDIAN_SENTENCE_MS = 3200;

/** Words of a statement. */
export const wordCount = (text: string): number => text.trim().split(/\s+/).length;

const meanWords = new Map<SreLanguage, number>();
/** Mean words of a language's test statements (all forms). */
function meanWordsOf(language: SreLanguage): number {
  let mean = meanWords.get(language);
  if (mean === undefined) {
    const items = SRE_FORMS.flatMap((form) => formItems(language, form));
    mean = items.reduce((sum, item) => sum + wordCount(item.text), 0) / items.length;
    meanWords.set(language, mean);
  }
  return mean;
}

/**
 * A headless Sentence run: the child answers each statement correctly with a high-accuracy curve
 * of its ability (statements are easy; errors come from rushing), taking longer the lower the
 * ability and in proportion to the statement's words (so the forms differ as their statements
 * do: what the equating of ADR 053 corrects), until the time limit.
 */
export function simulateSentence(
  params: SentenceParams,
  rng: Rng,
  child: SimulatedChild,
): GameTrial[] {
  const language = params.language === 'es' ? 'es' : 'en';
  const engine = createSentenceEngine({
    language,
    form: params.form,
    timeLimitSeconds: params.timeLimitSeconds,
    practice: params.practice,
    rng,
  });
  const medianMs = child.medianRtMs ?? MEDIAN_SENTENCE_MS * Math.exp(-0.35 * child.theta);
  const accuracy = { a: 1.2, b: -2.5, c: 0.5, d: 0.99 };
  const trials: GameTrial[] = [];
  let clockMs = 1000;
  let usedMs = 0;
  for (let step = engine.next(); step; step = engine.next()) {
    const isTest = step.stage === 'test';
    const rtMs = simulatedRtMs(rng, medianMs * (wordCount(step.item.text) / meanWordsOf(language)));
    if (isTest && usedMs + SENTENCE_GAP_MS + rtMs > engine.limitMs) {
      engine.expire();
      break;
    }
    clockMs += SENTENCE_GAP_MS;
    const onsetMs = clockMs;
    clockMs += rtMs;
    if (isTest) usedMs += SENTENCE_GAP_MS + rtMs;
    const right = rng.next() < probability(accuracy, child.theta);
    const choice = right === step.item.answer ? 'right' : 'left';
    const { data } = sentenceTrialData({
      step,
      response: { choice, source: 'keyboard', rtMs },
      onsetMs,
      elapsedMs: isTest ? usedMs : undefined,
      limitMs: engine.limitMs,
      formSize: engine.sizeOf(step),
    });
    engine.answer(step, isTest ? usedMs : undefined);
    trials.push({
      trialIndex: step.trialIndex,
      block: isTest ? step.item.form : 'practice',
      stage: step.stage,
      itemId: step.item.id,
      data,
    });
  }
  return trials;
}
