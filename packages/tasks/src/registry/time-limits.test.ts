import { describe, expect, it } from 'vitest';
import { TIME_ACCOMMODATIONS } from '@roar/contracts';
import { z } from 'zod';
import {
  GAMES,
  accommodatedParams,
  createRng,
  gameOf,
  runParamsSchema,
  scoreStoredRun,
  type GameTrial,
  type StoredTrial,
} from './index.ts';

/** A param name that reads like a duration: a game must say whether it is a time limit. */
const TIME_LIKE = /seconds|ms$|time|limit|window|deadline|duration/i;

const stored = (t: GameTrial): StoredTrial => ({
  trialIndex: t.trialIndex,
  block: t.block ?? null,
  subtask: t.subtask ?? null,
  stage: t.stage,
  itemId: t.itemId ?? null,
  data: t.data,
});

/** A simulated run of `taskId` as a student with `accommodation` plays it, scored for grade 3. */
function playedWith(taskId: string, accommodation: (typeof TIME_ACCOMMODATIONS)[number]) {
  const game = gameOf(taskId)!;
  const params = accommodatedParams(game, taskId, {}, accommodation);
  const parsed = runParamsSchema(game, taskId).parse(params) as Record<string, unknown>;
  const trials = game.simulate(taskId, parsed, createRng('accommodated'), { theta: 0 });
  const scored = scoreStoredRun(
    game,
    { taskId, params, seed: 'accommodated', trials: trials.map(stored) },
    { grade: '3' },
  );
  return { game, params, parsed, trials, scored };
}

describe('time limits of the games (accommodations)', () => {
  it('are declared by every game for each of its time-like params, and name real params', () => {
    for (const game of GAMES) {
      for (const task of game.tasks) {
        const schema = game.params(task.id);
        const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
        const timeLike = keys.filter((key) => TIME_LIKE.test(key));
        expect(
          timeLike.filter((key) => !game.timeLimits.includes(key)),
          `${task.id}: time-like params not in timeLimits`,
        ).toEqual([]);
        expect(
          game.timeLimits.filter((key) => !keys.includes(key)),
          `${task.id}: timeLimits naming no param`,
        ).toEqual([]);
      }
    }
  });

  it('multiply the Sentence limit, or remove it, and leave everything else', () => {
    const game = gameOf('sre')!;
    const variant = { form: 'A', numTrials: undefined };
    expect(accommodatedParams(game, 'sre', { form: 'A' }, 'none')).toEqual({ form: 'A' });
    expect(accommodatedParams(game, 'sre', { form: 'A' }, 'extended_1_5')).toEqual({
      form: 'A',
      timeLimitSeconds: 270,
    });
    expect(accommodatedParams(game, 'sre', { timeLimitSeconds: 600 }, 'extended_2')).toEqual({
      timeLimitSeconds: 1200,
    });
    expect(accommodatedParams(game, 'sre', {}, 'untimed')).toEqual({ timeLimitSeconds: null });
    // A variant the schema refuses is kept as it is (scoring plays the defaults).
    expect(accommodatedParams(game, 'sre', variant, 'extended_2')).toBe(variant);
  });

  it('multiply both fluency times (block and problem), or remove them', () => {
    const game = gameOf('fluency-arf')!;
    expect(accommodatedParams(game, 'fluency-arf', {}, 'extended_1_5')).toEqual({
      blockSeconds: 270,
      itemSeconds: 45,
    });
    expect(accommodatedParams(game, 'fluency-arf', { blocks: 2 }, 'untimed')).toEqual({
      blocks: 2,
      blockSeconds: null,
      itemSeconds: null,
    });
  });

  it('never change a game without time limits (Word: its 350 ms exposure is measured)', () => {
    for (const accommodation of TIME_ACCOMMODATIONS) {
      const params = { numTrials: 20 };
      expect(accommodatedParams(gameOf('swr')!, 'swr', params, accommodation)).toBe(params);
    }
  });

  it('are read back by the run schema, which a variant schema does not widen', () => {
    const game = gameOf('sre')!;
    expect(runParamsSchema(game, 'sre').parse({ timeLimitSeconds: 1200 })).toMatchObject({
      timeLimitSeconds: 1200,
    });
    expect(runParamsSchema(game, 'sre').parse({})).toMatchObject({ timeLimitSeconds: 180 });
    expect(runParamsSchema(game, 'sre').safeParse({ timeLimitSeconds: null }).success).toBe(true);
    expect(runParamsSchema(game, 'sre').safeParse({ typo: 1 }).success).toBe(false);
    expect(game.params('sre').safeParse({ timeLimitSeconds: 1200 }).success).toBe(false);
  });
});

describe('games played with an accommodation', () => {
  it('Sentence untimed runs through the whole form, with no limit recorded, to its end', () => {
    const { parsed, trials, scored, game } = playedWith('sre', 'untimed');
    expect(parsed.timeLimitSeconds).toBeNull();
    const test = trials.filter((t) => t.stage === 'test');
    expect(test.length).toBeGreaterThan(50);
    expect(trials.every((t) => game.trialData.safeParse(t.data).success)).toBe(true);
    expect(trials.some((t) => 'timeLimitMs' in t.data)).toBe(false);
    expect(scored.engagementFlags).not.toContain('incomplete');
    expect(scored.computed.composite.rawScore).toBeGreaterThan(0);
  });

  it('Sentence with extended time answers more statements than the standard run', () => {
    const standard = playedWith('sre', 'none');
    const extended = playedWith('sre', 'extended_2');
    const count = (run: { trials: GameTrial[] }) =>
      run.trials.filter((t) => t.stage === 'test').length;
    expect(count(extended)).toBeGreaterThan(count(standard));
    expect(extended.trials.at(-1)?.data.timeLimitMs).toBe(360_000);
  });

  it('keeps the raw score of an accommodated timed run but gives no timed norms', () => {
    const standard = playedWith('sre', 'none').scored.computed.composite;
    expect(standard.percentile).not.toBeNull();
    for (const accommodation of ['extended_1_5', 'extended_2', 'untimed'] as const) {
      const computed = playedWith('sre', accommodation).scored.computed.composite;
      expect(computed.rawScore).toEqual(expect.any(Number));
      expect(computed.percentile).toBeNull();
      expect(computed.supportLevel).toBeNull();
      expect(computed.noNormsReason).toBe('time-limit-mismatch');
    }
  });

  it('fluency untimed ends each block with its problems, and the run counts as complete', () => {
    const { parsed, trials, scored, game } = playedWith('fluency-arf', 'untimed');
    expect(parsed.blockSeconds).toBeNull();
    expect(parsed.itemSeconds).toBeNull();
    expect(trials.every((t) => game.trialData.safeParse(t.data).success)).toBe(true);
    expect(trials.some((t) => t.stage === 'test' && t.data.response === null)).toBe(false);
    expect(scored.engagementFlags).not.toContain('incomplete');
  });

  it('fluency with extended time gives each problem and block longer', () => {
    const { parsed, scored } = playedWith('fluency-calf', 'extended_1_5');
    expect(parsed).toMatchObject({ blockSeconds: 90, itemSeconds: 30 });
    expect(scored.engagementFlags).not.toContain('incomplete');
  });
});
