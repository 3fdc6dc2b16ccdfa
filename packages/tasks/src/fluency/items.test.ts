import { FLUENCY_OPERATIONS } from '@roar/contracts';
import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { LURE_KINDS, luresFor, plausibleLure } from './lures.ts';
import { compute, parseProblemId, problem, singleDigitFacts } from './problems.ts';
import { blockProblems, practiceProblems, RUN_LENGTH } from './sequence.ts';
import { drawCalculation, CALCULATION_LEVELS } from './calculations.ts';

const ALL = [...FLUENCY_OPERATIONS];

describe('fluency problems', () => {
  it('gives every single-digit fact with its right answer, once', () => {
    const counts = { addition: 100, subtraction: 100, multiplication: 100, division: 90 };
    for (const op of ALL) {
      const facts = singleDigitFacts(op);
      expect(facts).toHaveLength(counts[op]);
      expect(new Set(facts.map((f) => f.id)).size).toBe(facts.length);
      for (const f of facts) {
        expect(compute(op, f.a, f.b)).toBe(f.answer);
        expect(Math.min(f.a, f.b)).toBeGreaterThanOrEqual(0);
        if (op === 'addition' || op === 'multiplication')
          expect(Math.max(f.a, f.b)).toBeLessThan(10);
        else expect(f.answer).toBeLessThan(10);
      }
    }
  });

  it('rebuilds a problem from its id and refuses ids that are not problems', () => {
    expect(parseProblemId('mul-7-8')).toEqual(problem('multiplication', 7, 8));
    expect(parseProblemId('div-42-6')?.answer).toBe(7);
    for (const bad of ['div-7-2', 'div-5-0', 'sub-3-9', 'pow-2-3', 'add-1-', 'add-00001-2', '']) {
      expect(parseProblemId(bad)).toBeNull();
    }
  });

  it('draws multi-digit problems of every level with whole, non-negative answers', () => {
    const rng = createRng('levels');
    for (const op of ALL) {
      for (let level = 0; level < CALCULATION_LEVELS; level += 1) {
        for (let i = 0; i < 50; i += 1) {
          const p = drawCalculation(op, level, rng, new Set());
          expect(compute(op, p.a, p.b)).toBe(p.answer);
          expect(Math.max(p.a, p.b)).toBeGreaterThanOrEqual(10);
        }
      }
    }
  });
});

describe('fluency lures', () => {
  it('are distinct, plausible, never the answer, and of the named kinds', () => {
    const problems = [
      ...ALL.flatMap((op) => singleDigitFacts(op)),
      ...blockProblems('lures', { kind: 'calculation', operations: ALL, blocks: 3 }).flat(),
    ];
    for (const p of problems) {
      for (const count of [1, 5]) {
        const lures = luresFor(p, count);
        expect(lures).toHaveLength(count);
        expect(new Set(lures.map((l) => l.value)).size).toBe(count);
        for (const lure of lures) {
          expect(lure.value).not.toBe(p.answer);
          expect(plausibleLure(p.answer, lure.value)).toBe(true);
          expect(LURE_KINDS).toContain(lure.kind);
        }
      }
    }
  });

  it('prefers the named mistakes over numbers that are merely near', () => {
    const lures = luresFor(problem('multiplication', 6, 7), 4);
    expect(lures.map((l) => l.kind)).not.toContain('nearby');
    expect(new Set(lures.map((l) => l.kind))).toEqual(
      new Set(['off-by-one', 'wrong-operation', 'digits-reversed', 'place-value-slip']),
    );
    expect(lures.find((l) => l.kind === 'digits-reversed')?.value).toBe(24);
  });

  it('gives the same lures on every call (the server and a reload agree)', () => {
    const p = problem('addition', 38, 47);
    expect(luresFor(p, 5)).toEqual(luresFor(p, 5));
  });
});

describe('fluency block sequences', () => {
  it('never repeats a fact in a run, and rebuilds the same blocks from the same seed', () => {
    const setup = { kind: 'facts' as const, operations: ALL, blocks: 2 };
    const blocks = blockProblems('seed-a', setup);
    const ids = blocks.flat().map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(blockProblems('seed-a', setup)).toEqual(blocks);
    expect(blockProblems('seed-b', setup)[0]!.slice(0, 8)).not.toEqual(blocks[0]!.slice(0, 8));
  });

  it('lets the operations take turns, two problems each, in the given order', () => {
    const [block] = blockProblems('turns', { kind: 'facts', operations: ALL, blocks: 1 });
    const ops = block!.slice(0, 16).map((p) => p.operation);
    const expected = [0, 1, 0, 1].flatMap(() =>
      ALL.flatMap((op) => Array.from({ length: RUN_LENGTH }, () => op)),
    );
    expect(ops).toEqual(expected.slice(0, 16));
  });

  it('gives only the operations a variant names, and no more problems than it allows', () => {
    const [block] = blockProblems('few', {
      kind: 'calculation',
      operations: ['multiplication'],
      blocks: 1,
      itemsPerBlock: 5,
    });
    expect(block).toHaveLength(5);
    expect(block!.every((p) => p.operation === 'multiplication')).toBe(true);
  });

  it('makes calculation problems harder within a block and starts each block easy again', () => {
    const blocks = blockProblems('levels', { kind: 'calculation', operations: ALL, blocks: 2 });
    const digits = (p: { a: number; b: number }) => String(p.a).length + String(p.b).length;
    for (const block of blocks) {
      const first = block.slice(0, 8).reduce((n, p) => n + digits(p), 0);
      const later = block.slice(24, 32).reduce((n, p) => n + digits(p), 0);
      expect(later).toBeGreaterThan(first);
    }
  });

  it('practises the given operations with easy problems', () => {
    const practice = practiceProblems('facts', ['division']);
    expect(practice.length).toBeGreaterThanOrEqual(3);
    expect(practice.every((p) => p.operation === 'division')).toBe(true);
  });
});
