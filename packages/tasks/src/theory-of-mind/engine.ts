import type { GameTrial, TrialStage } from '../trial-types.ts';
import {
  type FlowEntry,
  PRACTICE_STORY,
  isRight,
  questionItemId,
  sceneKey,
  storyFlow,
  testStories,
} from './bank.ts';
import { THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS } from './rules.ts';
import type { StoryStep } from './steps.ts';
import type { Story } from './types.ts';

export type { QuestionStep, SceneStep, StoryStep } from './steps.ts';

export interface TheoryOfMindEngineOptions {
  practice: boolean;
  /** Test stories told (the first ones of the bank's order); all when absent. */
  numTrials?: number;
}

interface RunStory {
  story: Story;
  stage: TrialStage;
  flow: FlowEntry[];
}

/**
 * The rules of the Stories Game, free of the screen: the practice story (when given), then the
 * run's test stories in the bank's order, each told scene by scene with its questions after their
 * scenes. A wrong practice answer brings the question back, at most three tries.
 */
export function createTheoryOfMindEngine(options: TheoryOfMindEngineOptions) {
  const stories: RunStory[] = [
    ...(options.practice ? [{ story: PRACTICE_STORY, stage: 'practice' as const }] : []),
    ...testStories(options.numTrials).map((story) => ({ story, stage: 'test' as const })),
  ].map((s) => ({ ...s, flow: storyFlow(s.story) }));
  const total = stories
    .filter((s) => s.stage === 'test')
    .reduce((sum, s) => sum + s.story.questions.length, 0);
  // Where the run is; `recapUntil`: after a reload, the flow before it is told again (scenes
  // only, its questions having been answered).
  let state = { story: 0, pos: 0, attempt: 1, trialIndex: 0, recapUntil: 0, testAnswered: 0 };
  let pending: StoryStep | null = null;

  const moveOn = () => {
    state.pos += 1;
    if (state.pos >= stories[state.story]!.flow.length) {
      state = { ...state, story: state.story + 1, pos: 0, recapUntil: 0 };
    }
  };

  const stepAt = (run: RunStory, entry: FlowEntry): StoryStep => {
    const { story, stage } = run;
    const { pos, trialIndex } = state;
    const first = stories.findIndex((s) => s.stage === stage);
    const base = {
      trialIndex,
      stage,
      block: story.id,
      storyId: story.id,
      scene: entry.scene,
      sceneClip: sceneKey(story, entry.scene),
      opensBlock: pos === 0,
      opensStage: pos === 0 && state.story === first,
      opensRun: pos === 0 && state.story === 0,
    };
    if (entry.kind === 'scene') {
      const { scene } = entry;
      const itemId = sceneKey(story, scene);
      const recap = pos < state.recapUntil;
      return { ...base, kind: 'scene', itemId, sceneId: scene.id, text: scene.text, recap };
    }
    const { question } = entry;
    const itemId = questionItemId(story, question);
    return {
      ...base,
      kind: 'question',
      itemId,
      questionId: question.id,
      questionType: question.type,
      question,
      clip: itemId,
      text: question.text,
      options: question.options,
      practiceAttempt: stage === 'practice' ? state.attempt : null,
    };
  };

  const engine = {
    /** The step to show; the same one until it is answered or advanced; null at the end. */
    next(): StoryStep | null {
      if (pending) return pending;
      for (;;) {
        const run = stories[state.story];
        if (!run) return null;
        const entry = run.flow[state.pos]!;
        // A question already answered before a reload is not asked again in the recap.
        if (entry.kind === 'question' && state.pos < state.recapUntil) state.pos += 1;
        else return (pending = stepAt(run, entry));
      }
    },

    /** Goes on from the pending scene (any other step is ignored). */
    advance(step: StoryStep): void {
      if (!pending || pending.kind !== 'scene' || step.itemId !== pending.itemId) return;
      if (step.trialIndex !== pending.trialIndex) return;
      pending = null;
      moveOn();
    },

    /** Records the answer (an option id, null without one) to the pending question. */
    answer(step: StoryStep, response: string | null): void {
      if (!pending || pending.kind !== 'question' || step.kind !== 'question') return;
      if (step.trialIndex !== pending.trialIndex) return;
      const right = isRight(pending.question, response);
      const { stage } = pending;
      pending = null;
      state.trialIndex += 1;
      if (stage === 'test') state.testAnswered += 1;
      if (stage === 'practice' && !right && state.attempt < THEORY_OF_MIND_PRACTICE_MAX_ATTEMPTS) {
        state.attempt += 1;
        return;
      }
      state.attempt = 1;
      moveOn();
    },

    /** Test questions answered, of all the run's test questions. */
    progress(): { answered: number; total: number } {
      return { answered: Math.min(total, state.testAnswered), total };
    },

    /**
     * Replays the recorded question trials in order (after a reload), so the run goes on after
     * the last of them. Stops at a trial that is not the question the engine gives there
     * (another variant or version). When that question's story was under way, the story is told
     * again from its first scene (recap steps), its answered questions left out, so the child
     * hears the story before its next question. Returns how many trials it replayed.
     */
    replay(trials: readonly GameTrial[]): number {
      let replayed = 0;
      for (const trial of [...trials].sort((a, b) => a.trialIndex - b.trialIndex)) {
        const before = { ...state };
        let step = engine.next();
        while (step?.kind === 'scene') {
          engine.advance(step);
          step = engine.next();
        }
        if (!step || trial.itemId !== step.itemId || trial.stage !== step.stage) {
          [state, pending] = [before, null];
          break;
        }
        engine.answer(step, typeof trial.data.response === 'string' ? trial.data.response : null);
        replayed += 1;
      }
      if (replayed > 0 && state.pos > 0) {
        state = { ...state, recapUntil: state.pos, pos: 0 };
        pending = null;
      }
      return replayed;
    },
  };
  return engine;
}

export type TheoryOfMindEngine = ReturnType<typeof createTheoryOfMindEngine>;
