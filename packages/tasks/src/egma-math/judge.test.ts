import { describe, expect, it } from 'vitest';
import { createRng } from '../runtime/random.ts';
import { egmaItemById } from './bank.ts';
import { createEgmaEngine } from './engine.ts';
import { judgeEgmaResponse, parsePlaced, sliderErrorPercent, sliderResponse } from './judge.ts';
import { egmaTrialData } from './trial-data.ts';
import { egmaTrialSchema } from './trial-schema.ts';

const item = (id: string) => {
  const found = egmaItemById(id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe('judgeEgmaResponse', () => {
  it('takes a choice as right only when it is the answer, exactly', () => {
    const sum = item('egma.add1.3-4');
    expect(judgeEgmaResponse(sum, '7')).toBe(true);
    for (const wrong of ['8', '1', '7 ', '07', '', null]) {
      expect(judgeEgmaResponse(sum, wrong)).toBe(false);
    }
    expect(judgeEgmaResponse(item('egma.nlc.0-1.0.2'), '0.2')).toBe(false);
    expect(judgeEgmaResponse(item('egma.nlc.0-1.0.2'), '1/5')).toBe(true);
    expect(judgeEgmaResponse(item('egma.nlc.0-1.0.75'), '3/4')).toBe(true);
  });

  it('takes a placement as right within 5% of the line from the target', () => {
    const line100 = item('egma.nls.0-100.37');
    expect(['37', '42', '32', '40.5'].map((r) => judgeEgmaResponse(line100, r))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['42.01', '31.9', '0', '100'].map((r) => judgeEgmaResponse(line100, r))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    const quarter = item('egma.nls.0-1.0.25');
    expect(['0.3', '0.2', '0.25'].every((r) => judgeEgmaResponse(quarter, r))).toBe(true);
    expect(['0.31', '0.19', '0.5'].some((r) => judgeEgmaResponse(quarter, r))).toBe(false);
    const line1000 = item('egma.nls.0-1000.366');
    expect(judgeEgmaResponse(line1000, '416')).toBe(true);
    expect(judgeEgmaResponse(line1000, '417')).toBe(false);
  });

  it('takes an unreadable placement as wrong, never throwing', () => {
    const line = item('egma.nls.0-100.37');
    for (const junk of ['', ' ', 'abc', '3.7e1', '0x25', 'Infinity', 'NaN', '37..', null]) {
      expect(judgeEgmaResponse(line, junk)).toBe(false);
    }
    expect(parsePlaced(' 37 ')).toBe(37);
    expect(parsePlaced('1e3')).toBeNull();
  });
});

describe('slider records', () => {
  it('measures the error in percent of the line', () => {
    expect(sliderErrorPercent(item('egma.nls.0-1000.366'), 400)).toBe(3.4);
    expect(sliderErrorPercent(item('egma.nls.0-10.3'), 2)).toBe(10);
    expect(sliderErrorPercent(item('egma.nls.0-1.0.25'), 0.3)).toBe(5);
    expect(sliderErrorPercent(item('egma.add1.3-4'), 7)).toBeNull();
  });

  it('records a placement clamped to the line, to a thousandth of it', () => {
    expect(sliderResponse(item('egma.nls.0-1.0.25'), 0.30000000004)).toBe('0.3');
    expect(sliderResponse(item('egma.nls.0-1.0.25'), 0.12345)).toBe('0.123');
    expect(sliderResponse(item('egma.nls.0-1000.366'), 366.4)).toBe('366');
    expect(sliderResponse(item('egma.nls.0-100.37'), -5)).toBe('0');
    expect(sliderResponse(item('egma.nls.0-10.3'), 12)).toBe('10');
    expect(sliderResponse(item('egma.nls.0-10.3'), 3.14159)).toBe('3.14');
  });

  it('stores range, target and error on a slider trial, and no options', () => {
    const engine = createEgmaEngine({ band: 'young', rng: createRng('x'), practice: false });
    let step = engine.next();
    while (step && step.format !== 'number-line-slider') {
      engine.answer(step, true);
      step = engine.next();
    }
    expect(step?.item.id).toBe('egma.nls.0-10.5');
    const { correct, data } = egmaTrialData(step!, {
      response: '5.4',
      source: 'pointer',
      rtMs: 1234.567,
      onsetMs: 5000,
    });
    expect(correct).toBe(true);
    expect(data).toMatchObject({
      format: 'number-line-slider',
      stimulus: '5',
      correctResponse: '5',
      response: '5.4',
      range: [0, 10],
      target: 5,
      errorPercent: 4,
      correct: 1,
      rt: 1234.57,
    });
    expect(data).not.toHaveProperty('options');
    expect(data).not.toHaveProperty('practiceAttempt');
    expect(egmaTrialSchema.safeParse(data).success).toBe(true);
    const junk = egmaTrialData(step!, { response: 'left', source: 'touch', rtMs: 1, onsetMs: 1 });
    expect(junk.correct).toBe(false);
    expect(junk.data).not.toHaveProperty('errorPercent');
    expect(egmaTrialSchema.safeParse(junk.data).success).toBe(true);
  });
});
