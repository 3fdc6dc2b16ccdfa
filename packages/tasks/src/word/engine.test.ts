import { gradeAbilityPrior } from '@roar/scoring';
import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { swrBank } from '../swr/index.ts';
import { createWordEngine } from './engine.ts';
import { wordPlugin } from './index.ts';

const engineFor = (seed: string, numTrials = 84, language: 'en' | 'es' = 'en') =>
  createWordEngine({
    language,
    bank: swrBank(language),
    numTrials,
    practice: true,
    prior: gradeAbilityPrior('3'),
    rng: createRng(seed),
  });

describe('createWordEngine', () => {
  it('gives the practice words, then adaptive items: never twice, real and made-up 50:50', () => {
    const engine = engineFor('a');
    const bank = swrBank('en');
    const given: string[] = [];
    for (let step = engine.next(); step; step = engine.next()) {
      if (step.stage === 'practice') {
        expect(step.item).toBe(bank.practice[given.length]);
      }
      given.push(step.item.id);
      engine.answer(step, step.trialIndex % 2 === 0);
    }
    const test = given.slice(bank.practice.length);
    expect(test).toHaveLength(84);
    expect(new Set(test).size).toBe(84);
    const byId = new Map(bank.test.map((item) => [item.id, item]));
    const real = test.filter((id) => byId.get(id)?.lexicality === 'real').length;
    expect(Math.abs(real - 42)).toBeLessThanOrEqual(1);
  });

  it('follows the child: a run of correct answers raises theta and the items get harder', () => {
    const engine = engineFor('b', 30);
    const bank = swrBank('en');
    const difficulties: number[] = [];
    let theta = 0;
    for (let step = engine.next(); step; step = engine.next()) {
      const ability = engine.answer(step, true);
      if (step.stage === 'test') {
        difficulties.push(step.item.params.b);
        theta = ability!.theta;
      }
    }
    expect(bank.practice.length).toBeGreaterThan(0);
    expect(theta).toBeGreaterThan(2);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(difficulties.slice(-10))).toBeGreaterThan(mean(difficulties.slice(0, 10)));
  });

  it('puts a break before each new block of the test', () => {
    const engine = engineFor('c', 84);
    const breaks: number[] = [];
    for (let step = engine.next(); step; step = engine.next()) {
      if (engine.startsBlock(step)) breaks.push(engine.progress().answered);
      engine.answer(step, true);
    }
    expect(breaks).toEqual([28, 56]);
  });

  it('continues a reloaded run with exactly the item an uninterrupted run gives next', () => {
    const plugin = wordPlugin('swr-es');
    const params = plugin.info.params.parse({});
    const whole = plugin.simulate(params, createRng('seed-1'), { theta: 0.5, grade: '3' });
    const resumed = engineFor('seed-1', 84, 'es');
    resumed.replay(whole.slice(0, 40));
    const next = resumed.next();
    expect(next?.trialIndex).toBe(40);
    expect(next?.item.id).toBe(whole[40]?.itemId);
  });
});

describe('simulateWord', () => {
  it('records valid trials whose final theta tracks the simulated ability', () => {
    const plugin = wordPlugin('swr');
    const params = plugin.info.params.parse({});
    const finalTheta = (theta: number) => {
      const trials = plugin.simulate(params, createRng(`sim-${theta}`), { theta });
      for (const trial of trials) expect(plugin.info.data.safeParse(trial.data).success).toBe(true);
      return trials.at(-1)!.data.theta as number;
    };
    const low = finalTheta(-1.5);
    const high = finalTheta(1.5);
    expect(high - low).toBeGreaterThan(1.5);
  });
});
