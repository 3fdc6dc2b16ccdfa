import { describe, expect, it } from 'vitest';
import { clipGroupsOfTask, type StoredTrial } from '../registry/definition.ts';
import { missingParts } from '../registry/completeness.ts';
import { scoreStoredRun } from '../registry/score-run.ts';
import { runParamsSchema } from '../registry/time-limits.ts';
import { createRng } from '../runtime/random.ts';
import { syntaxItemById, syntaxTestList } from './bank.ts';
import { syntaxDefinition, syntaxParamsOf } from './definition.ts';
import { SYNTAX_SUPPORT_CUTS } from './rules.ts';

/** The student of these checks: no grade (a game that ignores it scores the same). */
const NO_GRADE = { grade: null };

const simulated = (theta: number, params: Record<string, unknown> = {}, seed = 'tg') =>
  syntaxDefinition
    .simulate('trog', syntaxParamsOf().parse(params) as never, createRng(seed), { theta })
    .map((t) => ({ ...t, subtask: t.subtask ?? null }));

const score = (
  trials: readonly StoredTrial[],
  params: Record<string, unknown> = {},
  grade: string | null = '7',
) => scoreStoredRun(syntaxDefinition, { taskId: 'trog', params, seed: 'tg', trials }, { grade });

/** A test trial of the bank's sentence `id`, answered `response`. */
const trial = (index: number, id: string, response: string, extra = {}): StoredTrial => ({
  trialIndex: index,
  block: syntaxItemById(id)!.structure,
  subtask: syntaxItemById(id)!.structure,
  stage: 'test',
  itemId: id,
  data: { response, rt: 2000, correct: 1, ...extra },
});
const right = (id: string) => syntaxItemById(id)!.answer;
const wrong = (id: string) => (right(id) === '1' ? '2' : '1');

describe('Syntax Game scores', () => {
  it('declares every part the registry checks, a 5-minute limit and the standard variant', () => {
    expect(missingParts(syntaxDefinition)).toEqual([]);
    const standard = syntaxParamsOf().parse({});
    expect(standard).toMatchObject({
      timeLimitSeconds: 300,
      maxConsecutiveErrors: 4,
      practice: true,
    });
    expect(syntaxDefinition.timeLimits).toEqual(['timeLimitSeconds']);
    // An untimed accommodation parses (no limit), an unknown param does not.
    const run = runParamsSchema(syntaxDefinition, 'trog');
    expect(run.parse({ timeLimitSeconds: null })).toMatchObject({ timeLimitSeconds: null });
    expect(syntaxParamsOf().safeParse({ numTrials: 3 }).success).toBe(false);
    expect(clipGroupsOfTask(syntaxDefinition, 'trog')[0]!.group).toBe('trog');
  });

  it('scores the 100-900 ability, percent correct, and right/tried per structure', () => {
    const trials = simulated(0.5);
    const scores = score(trials);
    const test = trials.filter((t) => t.stage === 'test');
    const nRight = test.filter((t) => t.data.correct === 1).length;
    const composite = scores.computed.composite;
    expect(composite.roarScore).toBeGreaterThanOrEqual(100);
    expect(composite.roarScore).toBeLessThanOrEqual(900);
    expect(composite.rawScore).toBe(composite.roarScore);
    expect(composite.percentCorrect).toBe(Math.round((100 * nRight) / test.length));
    expect(scores.raw.composite?.test?.numCorrect).toBe(nRight);
    expect(scores.raw.composite?.test?.thetaEstimate).toBeTypeOf('number');
    const measures = composite.skills!.measures!;
    expect(measures[0]).toMatchObject({ part: 'adjective' });
    expect(measures.reduce((sum, m) => sum + m.attempted!, 0)).toBe(test.length);
    expect(measures.reduce((sum, m) => sum + m.correct!, 0)).toBe(nRight);
    expect(composite.noNormsReason).toBe('no-norms');
  });

  it('judges the response against the rebuilt sentence, never the stored correct', () => {
    const ids = ['adjective-1', 'adjective-2'];
    const trials = [
      trial(0, ids[0]!, wrong(ids[0]!)),
      trial(1, ids[1]!, right(ids[1]!), { correct: 0 }),
    ];
    const scores = score(trials, { blocks: 1, itemsPerBlock: 2, practice: false });
    expect(scores.raw.composite?.test).toMatchObject({ numCorrect: 1, numIncorrect: 1 });
  });

  it('does not count sentences after the stop rule, off the run list, or under another structure', () => {
    const list = syntaxTestList();
    const trials = list
      .slice(0, 6)
      .map((item, i) => trial(i, item.id, i < 4 ? wrong(item.id) : right(item.id)));
    const scores = score(trials, { practice: false });
    // Four wrong in a row end the game: the two after are not scored.
    const measures = scores.computed.composite.skills!.measures!;
    expect(measures.reduce((sum, m) => sum + m.attempted!, 0)).toBe(4);
    expect(scores.computed.composite.percentCorrect).toBe(0);
    const off = score([trial(0, 'passive-1', '1')], { blocks: 2, practice: false });
    expect(off.computed.composite.skills).toBeUndefined();
    expect(off.computed.composite.roarScore).toBeNull();
    const moved = { ...trial(0, 'adjective-1', right('adjective-1')), subtask: 'plural' };
    expect(score([moved], { practice: false }).computed.composite.skills).toBeUndefined();
  });

  it('says the run reached its end by the stop rule, the list, or the time limit only', () => {
    const list = syntaxTestList();
    const ended = (
      trials: StoredTrial[],
      params: Record<string, unknown> = { practice: false },
    ) => {
      const parsed = runParamsSchema(syntaxDefinition, 'trog').parse(params);
      const run = { taskId: 'trog', params: parsed, seed: 'tg', trials };
      const judged = syntaxDefinition.scoring.judge(run as never);
      return syntaxDefinition.scoring.reachedEnd(
        run as never,
        judged.filter((t) => t.stage === 'test'),
        NO_GRADE,
      );
    };
    const stopped = list.slice(0, 4).map((item, i) => trial(i, item.id, wrong(item.id)));
    expect(ended(stopped)).toBe(true);
    const at = (elapsedMs: number) =>
      list.slice(0, 12).map((item, i) => trial(i, item.id, right(item.id), { elapsedMs }));
    expect(ended(at(40_000))).toBe(false);
    expect(ended(at(290_000))).toBe(true);
    // Without a time limit (an untimed accommodation) only the list or the errors end it.
    expect(ended(at(290_000), { practice: false, timeLimitSeconds: null })).toBe(false);
    const short = syntaxTestList(2, 1).map((item, i) => trial(i, item.id, right(item.id)));
    expect(ended(short, { practice: false, blocks: 2, itemsPerBlock: 1 })).toBe(true);
  });

  it('gives a provisional support level from grade 6 only, by the cut points', () => {
    const strong = simulated(3);
    const weak = simulated(-3);
    const strongScore = score(strong).computed.composite;
    expect(strongScore.roarScore).toBeGreaterThanOrEqual(SYNTAX_SUPPORT_CUTS.achieved);
    expect(strongScore.supportLevel).toBe('achieved');
    // Marked in the reports as provisional norms are.
    expect(strongScore.normsKind).toBe('provisional');
    expect(score(weak).computed.composite.supportLevel).toBe('needs-extra-support');
    expect(score(strong, {}, '3').computed.composite.supportLevel).toBeNull();
    expect(score(strong, {}, '3').computed.composite.normsKind).toBeNull();
    expect(score(strong, {}, null).computed.composite.supportLevel).toBeNull();
  });

  it('flags a practice given up after three wrong tries', () => {
    const practice: StoredTrial[] = [0, 1, 2].map((i) => ({
      trialIndex: i,
      block: 'practice',
      subtask: 'practice',
      stage: 'practice',
      itemId: 'practice-1',
      data: { response: right('practice-1') === '1' ? '2' : '1', rt: 1500 },
    }));
    const scores = score(practice);
    expect(scores.engagementFlags).toContain('practiceNotPassed');
    expect(scores.reliable).toBe(false);
  });
});
