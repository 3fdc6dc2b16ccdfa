import { describe, expect, it } from 'vitest';
import {
  MEMORY_PHASES,
  MEMORY_PRACTICE_SEQUENCES,
  PHASE_START,
  afterAnswer,
  gridOf,
  gridSide,
  phaseOver,
  showMs,
  testCap,
  type PhaseState,
} from './rules.ts';

const play = (answers: readonly boolean[]): PhaseState =>
  answers.reduce((state, correct) => afterAnswer(state, correct), PHASE_START);

describe('Memory Game rules', () => {
  it('plays forward, then backward, with 3 and 2 practice sequences', () => {
    expect(MEMORY_PHASES).toEqual(['forward', 'backward']);
    expect(MEMORY_PRACTICE_SEQUENCES).toEqual({ forward: 3, backward: 2 });
  });

  it('picks the board by age, else by grade, else the small one', () => {
    expect(gridOf({ ageMonths: 155, grade: '9' })).toBe(4);
    expect(gridOf({ ageMonths: 156, grade: '1' })).toBe(9);
    expect(gridOf({ ageMonths: null, grade: '7' })).toBe(9);
    expect(gridOf({ ageMonths: null, grade: '6' })).toBe(4);
    expect(gridOf({ ageMonths: null, grade: 'K' })).toBe(4);
    expect(gridOf({ ageMonths: null, grade: null })).toBe(4);
    expect([gridSide(4), gridSide(9)]).toEqual([2, 3]);
  });

  it('starts at length 2 and grows by one after 3 right in a row, the count starting again', () => {
    expect(PHASE_START.length).toBe(2);
    expect(play([true, true]).length).toBe(2);
    expect(play([true, true, true]).length).toBe(3);
    expect(play([true, true, false, true, true]).length).toBe(2);
    expect(play([true, true, true, true, true]).length).toBe(3);
    expect(play(Array(6).fill(true)).length).toBe(4);
    // An error never shortens the sequences.
    expect(play([true, true, true, false]).length).toBe(3);
  });

  it('stops a phase after 3 errors in a row, or at its cap', () => {
    expect(phaseOver(play([false, false]), 21)).toBe(false);
    expect(phaseOver(play([false, false, true, false, false]), 21)).toBe(false);
    expect(phaseOver(play([true, false, false, false]), 21)).toBe(true);
    expect(phaseOver(play(Array(21).fill(true)), 21)).toBe(true);
    expect(phaseOver(play([true, true]), 2)).toBe(true);
  });

  it('caps a phase at 21 test sequences, or the variant trialsPerBlock', () => {
    expect([testCap(), testCap(5), testCap(0), testCap(40), testCap(Number.NaN)]).toEqual([
      21, 5, 1, 21, 21,
    ]);
  });

  it('shows each square 700 ms with 300 ms between', () => {
    expect([showMs(1), showMs(2), showMs(4)]).toEqual([700, 1700, 3700]);
  });
});
