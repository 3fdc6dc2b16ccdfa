import { describe, expect, it } from 'vitest';
import type { GameTrial } from '../trial-types.ts';
import { PRACTICE_STORY, TEST_STORIES, questionItemId, sceneKey } from './bank.ts';
import { type QuestionStep, type StoryStep, createTheoryOfMindEngine } from './engine.ts';
import { theoryOfMindTrialData, theoryOfMindTrialPlace } from './trial-data.ts';

type Engine = ReturnType<typeof createTheoryOfMindEngine>;
const make = (practice = true, numTrials?: number) =>
  createTheoryOfMindEngine({ practice, ...(numTrials ? { numTrials } : {}) });

const wrong = (step: QuestionStep) => step.options.find((o) => o.id !== step.question.answer)!.id;

/** Plays to the end, answering right when `decide` says so; the steps and the recorded trials. */
function play(engine: Engine, decide: (step: QuestionStep, n: number) => boolean = () => true) {
  const steps: StoryStep[] = [];
  const trials: GameTrial[] = [];
  for (let step = engine.next(); step; step = engine.next()) {
    steps.push(step);
    if (step.kind === 'scene') {
      engine.advance(step);
      continue;
    }
    const response = decide(step, trials.length) ? step.question.answer : wrong(step);
    const answer = { response, source: 'touch' as const, rtMs: 1500, onsetMs: 100 * steps.length };
    trials.push({
      ...theoryOfMindTrialPlace(step),
      data: theoryOfMindTrialData(step, answer).data,
    });
    engine.answer(step, response);
  }
  return { steps, trials, questions: steps.filter((s) => s.kind === 'question') };
}

describe('createTheoryOfMindEngine', () => {
  it('tells the practice story, then every test story in order, each scene then its questions', () => {
    const { steps, questions } = play(make());
    const expected = [PRACTICE_STORY, ...TEST_STORIES].flatMap((story) =>
      story.scenes.flatMap((scene) => [
        sceneKey(story, scene),
        ...story.questions.filter((q) => q.scene === scene.id).map((q) => questionItemId(story, q)),
      ]),
    );
    expect(steps.map((s) => s.itemId)).toEqual(expected);
    questions.forEach((q, i) => expect(q.trialIndex).toBe(i));
    expect(questions[0]!.stage).toBe('practice');
    expect(questions.filter((q) => q.stage === 'test')).toHaveLength(45);
  });

  it('gives a scene the next question index, and marks where stories and stages open', () => {
    const { steps } = play(make());
    steps.forEach((step, i) => {
      const next = steps.slice(i).find((s) => s.kind === 'question');
      expect(step.trialIndex).toBe(next!.trialIndex);
      expect(step.opensBlock).toBe(i === 0 || steps[i - 1]!.storyId !== step.storyId);
    });
    expect(steps.filter((s) => s.opensStage).map((s) => s.itemId)).toEqual([
      'practice.s1',
      'ball.s1',
    ]);
    expect(steps.filter((s) => s.opensRun).map((s) => s.itemId)).toEqual(['practice.s1']);
    const asked = steps.find((s) => s.itemId === 'ball.q1') as QuestionStep;
    expect(asked.scene.id).toBe('s3');
    expect(asked.sceneClip).toBe('ball.s3');
    expect(asked.clip).toBe('ball.q1');
    expect(asked.options.map((o) => o.id)).toEqual(['basket', 'box']);
  });

  it('asks a wrong practice question again, at most three tries, then goes on', () => {
    const { questions } = play(make(), (step) => step.stage === 'test');
    const practice = questions.filter((q) => q.stage === 'practice');
    expect(practice.map((q) => [q.questionId, q.practiceAttempt])).toEqual(
      ['q1', 'q2', 'q3'].flatMap((id) => [1, 2, 3].map((n) => [id, n])),
    );
    const second = play(make(), (step, n) => step.stage === 'test' || n === 1);
    const tries = second.questions.filter((q) => q.stage === 'practice');
    expect(tries.map((q) => q.practiceAttempt)).toEqual([1, 2, 1, 2, 3, 1, 2, 3]);
    expect(
      questions.filter((q) => q.stage === 'test').every((q) => q.practiceAttempt === null),
    ).toBe(true);
  });

  it('tells the first numTrials stories, and no practice when the variant has none', () => {
    const { steps } = play(make(false, 2));
    expect([...new Set(steps.map((s) => s.storyId))]).toEqual(['ball', 'kite']);
    expect(steps[0]!.opensStage && steps[0]!.opensRun).toBe(true);
    expect(make(false, 2).progress()).toEqual({ answered: 0, total: 8 });
  });

  it('keeps the step until it is answered or advanced, ignoring any other', () => {
    const engine = make();
    const scene = engine.next()!;
    expect(engine.next()).toBe(scene);
    engine.answer(scene, 'spot');
    expect(engine.next()).toBe(scene);
    engine.advance(scene);
    const second = engine.next()!;
    engine.advance(scene);
    expect(engine.next()).toBe(second);
    engine.advance(second);
    const question = engine.next() as QuestionStep;
    expect(question.kind).toBe('question');
    engine.advance(question);
    expect(engine.next()).toBe(question);
    engine.answer(question, 'spot');
    expect(engine.next()!.trialIndex).toBe(1);
  });

  it('counts progress in test questions answered', () => {
    const engine = make(false, 1);
    expect(engine.progress()).toEqual({ answered: 0, total: 4 });
    for (let step = engine.next(); step && step.kind === 'scene'; step = engine.next()) {
      engine.advance(step);
    }
    engine.answer(engine.next()!, 'box');
    expect(engine.progress()).toEqual({ answered: 1, total: 4 });
  });

  it('resumes a reloaded run with its next question, telling an unfinished story again first', () => {
    // Wrong practice tries, then some wrong answers: a run with retries and every kind of step.
    const run = play(make(), (_step, n) => n >= 4 && n % 5 !== 0);
    const { steps, trials } = run;
    for (let cut = 0; cut <= trials.length; cut += 1) {
      const engine = make();
      expect(engine.replay(trials.slice(0, cut))).toBe(cut);
      const resumed = play(engine, (_step, n) => n + cut >= 4 && (n + cut) % 5 !== 0);
      const next = steps.findIndex((s) => s.trialIndex === cut && s.kind === 'question');
      const rest = next < 0 ? [] : steps.slice(next);
      const asked = (list: StoryStep[]) => list.filter((s) => s.kind === 'question');
      expect(asked(resumed.steps), `cut ${cut}`).toEqual(asked(rest));
      if (cut === 0) continue;
      const last = steps.findIndex((s) => s.kind === 'question' && s.trialIndex === cut - 1);
      const uninterrupted = steps[last + 1] ?? null;
      const first = resumed.steps[0] ?? null;
      if (!first || uninterrupted?.opensBlock) {
        expect(first, `cut ${cut}`).toEqual(uninterrupted);
      } else {
        // Within a story: told again from its first scene, its answered questions left out.
        expect(first.kind === 'scene' && first.recap && first.opensBlock, `cut ${cut}`).toBe(true);
        expect(first.storyId).toBe(uninterrupted!.storyId);
      }
    }
  });

  it('after a reload within a story, tells it again from its first scene and skips its answers', () => {
    const { trials } = play(make(false, 2));
    const engine = make(false, 2);
    expect(engine.replay(trials.slice(0, 1))).toBe(1);
    const { steps } = play(engine);
    expect(steps.slice(0, 6).map((s) => [s.itemId, s.kind === 'scene' && s.recap])).toEqual([
      ['ball.s1', true],
      ['ball.s2', true],
      ['ball.s3', true],
      ['ball.q2', false],
      ['ball.q3', false],
      ['ball.s4', false],
    ]);
    expect(steps[3]!.trialIndex).toBe(1);
    expect(steps[0]!.trialIndex).toBe(1);
    // At a story's end, the run goes on with the next story as it would have.
    const atEnd = make(false, 2);
    expect(atEnd.replay(trials.slice(0, 4))).toBe(4);
    expect(atEnd.next()).toMatchObject({ itemId: 'kite.s1', recap: false, opensBlock: true });
  });

  it('stops replaying at a trial that is not the question it would give', () => {
    const { trials } = play(make(true));
    const engine = make(false);
    expect(engine.replay(trials)).toBe(0);
    expect(engine.next()!.itemId).toBe('ball.s1');
    const other = make(false, 1);
    const test = trials.filter((t) => t.stage === 'test');
    expect(other.replay(test)).toBe(4);
    expect(other.next()).toBeNull();
  });
});
