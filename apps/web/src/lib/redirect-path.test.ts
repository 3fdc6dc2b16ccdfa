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

  it('drops tabs and line breaks as a browser would, and goes Home on other controls', () => {
    expect(safeRedirectPath('/list-orgs\t?page=2')).toBe('/list-orgs?page=2');
    expect(safeRedirectPath('\t/list-orgs\r\n')).toBe('/list-orgs');
    expect(safeRedirectPath('\t')).toBe('/');
    expect(safeRedirectPath('/list-orgs\u0000')).toBe('/');
  });

  it.each([
    '/\t/evil.example',
    '/\n\\evil.example',
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
