import { describe, expect, it } from 'vitest';
import { skillsOf } from './skills.ts';

const trial = (subtask: string, stimulus: string, correct: boolean, stage = 'test' as const) => ({
  subtask,
  stage,
  data: { stimulus, correct: correct ? 1 : 0 },
});

describe('skillsOf', () => {
  it('letter: the missed letters of each subtask given, once each, in alphabet order', () => {
    const trials = [
      trial('UppercaseNames', 'B', true),
      trial('UppercaseNames', 'Q', false),
      trial('UppercaseNames', 'D', false),
      trial('LowercaseNames', 'ñ', false),
      trial('LowercaseNames', 'n', false),
      trial('Phonemes', 'x', true),
      trial('Phonemes', 'b', false, 'practice' as never),
    ];
    expect(
      skillsOf(
        {
          taskId: 'letter-es',
          params: { subtasks: ['UppercaseNames', 'LowercaseNames', 'Phonemes'] },
        },
        trials,
      ),
    ).toEqual({
      upperCaseToWorkOn: ['D', 'Q'],
      lowerCaseToWorkOn: ['n', 'ñ'],
      soundsToWorkOn: [],
    });
  });

  it('phonics: correct and attempted per category given, zero for a category not reached', () => {
    const trials = [
      trial('cvc', 'cat', true),
      trial('cvc', 'dog', false),
      trial('digraph', 'ship', true),
    ];
    expect(
      skillsOf(
        { taskId: 'phonics', params: { categories: ['cvc', 'digraph', 'silent_e'] } },
        trials,
      ),
    ).toEqual({
      phonics: {
        cvc: { correct: 1, attempted: 2 },
        digraph: { correct: 1, attempted: 1 },
        silent_e: { correct: 0, attempted: 0 },
      },
    });
  });

  it('phoneme: subtests below 60 % correct, or without answers, are to work on', () => {
    const trials = [
      ...Array.from({ length: 10 }, (_, i) => trial('FSM', `w${i}`, i < 6)),
      ...Array.from({ length: 10 }, (_, i) => trial('LSM', `w${i}`, i < 5)),
    ];
    expect(skillsOf({ taskId: 'pa', params: { subtests: ['FSM', 'LSM', 'DEL'] } }, trials)).toEqual(
      { subtestsToWorkOn: ['LSM', 'DEL'] },
    );
  });

  it('gives nothing for other tasks', () => {
    expect(skillsOf({ taskId: 'swr', params: {} }, [trial('composite', 'cat', false)])).toBe(
      undefined,
    );
  });
});
