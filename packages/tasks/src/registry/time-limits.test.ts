// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { TIME_ACCOMMODATIONS } from '@roar/contracts';
import { z } from 'zod';
import { UNTIMED_BLOCK_LENGTH } from '../fluency/sequence.ts';
import { GAME_LOADERS } from './loaders.ts';
import {
  GAMES,
  accommodateRun,
  accommodatedParams,
  createRng,
  gameOf,
  runParamsSchema,
  scoreStoredRun,
  type GameTrial,
  type StoredTrial,
} from './index.ts';

/** The student of these checks: no grade (a game that ignores it scores the same). */
const NO_GRADE = { grade: null };

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

  it('mark a run accommodated only when a time limit changed', () => {
    const sre = gameOf('sre')!;
    expect(accommodateRun(sre, 'sre', {}, 'untimed').timeAccommodation).toBe('untimed');
    expect(accommodateRun(sre, 'sre', {}, 'none').timeAccommodation).toBe('none');
    const refused = { form: 'A', numTrials: undefined };
    expect(accommodateRun(sre, 'sre', refused, 'extended_2')).toEqual({
      params: refused,
      timeAccommodation: 'none',
    });
    expect(accommodateRun(gameOf('swr')!, 'swr', {}, 'extended_2').timeAccommodation).toBe('none');
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

describe('web players with an accommodation', () => {
  // The player parses the run's stored params (use-game-run.ts): a longer limit, or none, must
  // read back there as it does in scoring, or an accommodated child cannot start the game.
  it.each(GAME_LOADERS.flatMap((entry) => entry.tasks.map((task) => [task.id, entry] as const)))(
    '%s reads every accommodation of its run params',
    async (taskId, entry) => {
      const plugin = (await entry.load()).load(taskId);
      const game = gameOf(taskId)!;
      for (const accommodation of TIME_ACCOMMODATIONS) {
        const params = accommodatedParams(game, taskId, {}, accommodation);
        expect(plugin.info.params.safeParse(params).success, accommodation).toBe(true);
      }
    },
  );
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
    // A block a child can finish (not the 240 problems a timed block holds for fast children).
    expect(trials.filter((t) => t.stage === 'test')).toHaveLength(UNTIMED_BLOCK_LENGTH.facts);
  });

  it('fluency untimed, stopped before the list ends, did not reach its end', () => {
    const { game, params, trials } = playedWith('fluency-calf', 'untimed');
    const run = (kept: GameTrial[]) => ({
      taskId: 'fluency-calf',
      params: runParamsSchema(game, 'fluency-calf').parse(params) as Record<string, unknown>,
      seed: 'accommodated',
      trials: kept.map(stored),
    });
    const reached = (kept: GameTrial[]) => {
      const judged = game.scoring.judge(run(kept)).filter((t) => t.stage === 'test');
      return game.scoring.reachedEnd(run(kept), judged, NO_GRADE);
    };
    expect(reached(trials)).toBe(true);
    expect(reached(trials.slice(0, -1))).toBe(false);
  });

  it('fluency with extended time gives each problem and block longer', () => {
    const { parsed, scored } = playedWith('fluency-calf', 'extended_1_5');
    expect(parsed).toMatchObject({ blockSeconds: 90, itemSeconds: 30 });
    expect(scored.engagementFlags).not.toContain('incomplete');
  });
});
