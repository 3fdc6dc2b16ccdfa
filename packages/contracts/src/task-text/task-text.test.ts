import { describe, expect, it } from 'vitest';
import { taskTextsIn } from './task-text.ts';

describe('task texts on the server', () => {
  it('translate a catalogue task along the locale chain', () => {
    expect(taskTextsIn('es-ES').name('swr', 'Single Word Recognition')).toBe(
      'Reconocimiento de palabras',
    );
    // es-CO falls back to es-ES; a regional browser tag reads es-CO.
    expect(taskTextsIn('es-MX').name('pa', 'Phonological Awareness')).toBe('Conciencia fonológica');
    expect(taskTextsIn('es-CO').name('egma-math', 'Early Grade Math')).not.toBe(
      taskTextsIn('es-ES').name('egma-math', 'Early Grade Math'),
    );
    expect(taskTextsIn('en-GB').name('roam-alpaca', 'Adaptive Core Math')).toBe(
      'Adaptive Core Maths',
    );
    expect(taskTextsIn(undefined).name('swr', 'Single Word Recognition')).toBe(
      'Single Word Recognition',
    );
  });

  it('keep what an administrator wrote, and unknown tasks, as stored', () => {
    expect(taskTextsIn('es-CO').name('swr', 'Words (our version)')).toBe('Words (our version)');
    expect(taskTextsIn('es-CO').name('no-such-task', 'Mystery')).toBe('Mystery');
  });
});
