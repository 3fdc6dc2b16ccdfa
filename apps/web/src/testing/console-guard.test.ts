import { describe, expect, it } from 'vitest';
import { allowConsoleError, finishConsoleGuard, startConsoleGuard } from './console-guard.ts';

describe('console guard', () => {
  it('fails a test that logged an unexpected console.error', () => {
    console.error('something broke', new Error('boom'));
    expect(() => finishConsoleGuard()).toThrow(
      /Unexpected console.error:\n {2}- something broke Error: boom/,
    );
    startConsoleGuard();
  });

  it('lets an allowed console.error through', () => {
    allowConsoleError(/expected failure/);
    console.error('an expected failure');
    expect(() => finishConsoleGuard()).not.toThrow();
    startConsoleGuard();
  });
});
