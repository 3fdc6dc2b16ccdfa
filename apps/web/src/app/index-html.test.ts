import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT_ELEMENT_ID, PRODUCT_SHORT_NAME, PRODUCT_TAGLINE } from '@roar/contracts';

const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('index.html', () => {
  it('has the app root, the title and the default description, and no inline script', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.getElementById(APP_ROOT_ELEMENT_ID)).not.toBeNull();
    expect(doc.title).toBe(PRODUCT_SHORT_NAME);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      PRODUCT_TAGLINE,
    );
    expect(doc.documentElement.lang).toBe('en-US');
    // The server's CSP allows only script files from our origin.
    for (const script of doc.querySelectorAll('script'))
      expect(script.getAttribute('src')).toBeTruthy();
  });
});
