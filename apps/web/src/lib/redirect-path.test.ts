import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path.ts';

describe('safeRedirectPath', () => {
  it('goes Home without a value', () => {
    expect(safeRedirectPath(null)).toBe('/');
    expect(safeRedirectPath('')).toBe('/');
  });

  it('follows same-site paths with their query', () => {
    expect(safeRedirectPath('/list-orgs?page=2')).toBe('/list-orgs?page=2');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '///x',
    'list-orgs',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(safeRedirectPath(value)).toBe('/unauthorized');
  });
});
