import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { formItems, practiceItems } from '../sre/index.ts';
import { sentencePlugin } from './index.ts';
import { createSentenceEngine } from './engine.ts';

const options = (seed = 'seed') => ({
  language: 'en' as const,
  timeLimitSeconds: 180,
  practice: true,
  rng: createRng(seed),
});

describe('createSentenceEngine', () => {
  it('gives the practice statements, then the chosen form in order', () => {
    const engine = createSentenceEngine({ ...options(), form: 'B' });
    const practice = practiceItems('en');
    for (const [index, item] of practice.entries()) {
      const step = engine.next();
      expect(step).toMatchObject({ stage: 'practice', item, trialIndex: index });
      engine.answer(step!);
    }
    const form = formItems('en', 'B');
    for (let i = 0; i < 3; i += 1) {
      const step = engine.next();
      expect(step).toMatchObject({ stage: 'test', item: form[i], trialIndex: practice.length + i });
      engine.answer(step!, 1000 * (i + 1));
    }
    expect(engine.remainingMs()).toBe(177_000);
  });

  it('draws the form from the seed when the variant leaves it open, the same every time', () => {
    const forms = new Set(
      Array.from({ length: 12 }, (_, i) => createSentenceEngine(options(`s${i}`)).form),
    );
    expect(forms.size).toBeGreaterThan(1);
    expect(createSentenceEngine(options('x')).form).toBe(createSentenceEngine(options('x')).form);
  });

  it('ends when the time is used up or the form runs out', () => {
    const timed = createSentenceEngine({ ...options(), practice: false, form: 'A' });
    timed.answer(timed.next()!, 180_000);
    expect(timed.next()).toBeNull();

    const quick = createSentenceEngine({ ...options(), practice: false, form: 'A' });
    let count = 0;
    for (let step = quick.next(); step; step = quick.next()) {
      quick.answer(step, count);
      count += 1;
    }
    expect(count).toBe(formItems('en', 'A').length);
  });

  it('continues after a reload with the next statement and the time that was left', () => {
    const trials = sentencePlugin('sre').simulate(
      sentencePlugin('sre').info.params.parse({ timeLimitSeconds: 60 }),
      createRng('run'),
      { theta: 0 },
    );
    const cut = trials.slice(0, 10);
    const resumed = createSentenceEngine({ ...options('run'), timeLimitSeconds: 60 });
    resumed.replay(cut);
    const next = resumed.next();
    expect(next?.trialIndex).toBe(10);
    expect(next?.item.id).toBe(trials[10]?.itemId);
    const lastElapsed = cut.at(-1)?.data.elapsedMs as number;
    expect(resumed.remainingMs()).toBe(60_000 - lastElapsed);
  });
});

describe('simulateSentence', () => {
  it('answers within the time limit, and abler readers answer more statements', () => {
    const plugin = sentencePlugin('sre-es');
    const params = plugin.info.params.parse({});
    const slow = plugin.simulate(params, createRng('a'), { theta: -1.5 });
    const fast = plugin.simulate(params, createRng('a'), { theta: 1.5 });
    const test = (trials: typeof slow) => trials.filter((t) => t.stage === 'test');
    expect(test(fast).length).toBeGreaterThan(test(slow).length);
    for (const trial of test(fast)) {
      expect(plugin.info.data.safeParse(trial.data).success).toBe(true);
      expect(trial.data.elapsedMs as number).toBeLessThanOrEqual(180_000);
    }
    expect(slow.slice(0, 4).every((t) => t.stage === 'practice')).toBe(true);
  });
});
