import { describe, expect, it } from 'vitest';
import {
  MAX_INPUT_DEPTH,
  MAX_REPORTED_PROBLEMS,
  isStorableText,
  unstorableInput,
} from './unstorable-input.ts';

describe('unstorable input', () => {
  it('tells text with U+0000 or an unpaired surrogate from any other text', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'a\ud83d']) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
    // Paired surrogates (emoji), controls other than NUL, bidi marks and the replacement character
    // are text like any other.
    for (const good of ['', 'Zoë', '😀', 'a\u0001\u001f\u007f', '\u202e\ufeff\ufffd', '\u2028']) {
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
    }
  });

  it('names each place in values and keys at any depth, as validation errors name fields', () => {
    const body = {
      name: 'ok',
      trials: [{ data: { response: 'a\u0000', ['k\ud800']: 1, nested: [['\udfff']] } }],
      tags: ['fine', 'x\u0000'],
    };
    expect(unstorableInput(body)).toEqual([
      { path: 'trials.0.data.response', problem: 'invalidText' },
      { path: 'trials.0.data.k\\ud800', problem: 'invalidText' },
      { path: 'trials.0.data.nested.0.0', problem: 'invalidText' },
      { path: 'tags.1', problem: 'invalidText' },
    ]);
    expect(unstorableInput({ 'user-agent': 'a\u0000' }, ['headers'])).toEqual([
      { path: 'headers.user-agent', problem: 'invalidText' },
    ]);
    expect(unstorableInput('text/plain \u0000 body')).toEqual([
      { path: '(root)', problem: 'invalidText' },
    ]);
  });

  it('passes what the database stores, and values that are not text', () => {
    for (const value of [undefined, null, 3, true, {}, [], { a: [1, 'Zoë', { b: null }] }]) {
      expect(unstorableInput(value)).toEqual([]);
    }
  });

  it('refuses nesting past the limit without overflowing the stack itself', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const [problem, ...rest] = unstorableInput({ data: deep });
    expect(rest).toEqual([]);
    expect(problem).toEqual({
      path: ['data', ...Array(MAX_INPUT_DEPTH - 1).fill('0')].join('.'),
      problem: 'tooDeep',
    });
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) fine = { a: fine };
    expect(unstorableInput(fine)).toEqual([]);
  });

  it('names a bounded number of places, however many there are', () => {
    const many = Array.from({ length: 100_000 }, () => '\u0000');
    const problems = unstorableInput({ many });
    expect(problems).toHaveLength(MAX_REPORTED_PROBLEMS);
    expect(problems[0]).toEqual({ path: 'many.0', problem: 'invalidText' });
  });
});
