import { describe, expect, it } from 'vitest';
import { isSecondFactorStep, secondFactorPath } from './second-factor-step.ts';

const SESSION = { accessToken: 'a.b.c', expiresAt: '2030-01-01T00:00:00.000Z', uid: 'u1' };

describe('second-factor step', () => {
  it('tells the second step from a session', () => {
    expect(isSecondFactorStep({ secondFactor: 'verify' })).toBe(true);
    expect(isSecondFactorStep({ secondFactor: 'enrol', redirectTo: '/x' })).toBe(true);
    expect(isSecondFactorStep(SESSION)).toBe(false);
  });

  it('carries a same-site redirect_to to the second-step page, and nothing for Home', () => {
    expect(secondFactorPath('/list-orgs?page=2')).toBe(
      '/auth-second-factor?redirect_to=%2Flist-orgs%3Fpage%3D2',
    );
    expect(secondFactorPath(null)).toBe('/auth-second-factor');
    expect(secondFactorPath('/')).toBe('/auth-second-factor');
    // Refused as it would be at the end (safeRedirectPath): the page then goes to /unauthorized.
    expect(secondFactorPath('https://evil.example/')).toBe(
      '/auth-second-factor?redirect_to=%2Funauthorized',
    );
  });
});
