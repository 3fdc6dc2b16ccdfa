import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { finishConsoleGuard, startConsoleGuard } from './src/testing/console-guard.ts';
import { sessionStore } from './src/stores/session-store.ts';

// findBy/waitFor give up after 1 s by default. On a fresh clone under CI load the first import
// of a lazy screen (charts, report sections) is transformed on demand and can take longer, so a
// test would fail on timing alone; 5 s keeps well inside the 20 s test timeout.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: media queries are answered from window.innerWidth, so a test sets the
// window width (see src/testing/viewport.ts) and Mantine's useMediaQuery follows.
function matches(query: string): boolean {
  const width = window.innerWidth;
  return query.split(/\s+and\s+/).every((part) => {
    const min = /min-width:\s*([\d.]+)(px|em)/.exec(part);
    if (min) return width >= Number(min[1]) * (min[2] === 'em' ? 16 : 1);
    const max = /max-width:\s*([\d.]+)(px|em)/.exec(part);
    if (max) return width <= Number(max[1]) * (max[2] === 'em' ? 16 : 1);
    return false; // prefers-color-scheme, prefers-reduced-motion, ...: not matched
  });
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

const originalConsoleError = console.error;

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  sessionStore.reset();
  sessionStore.setReady(false);
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.documentElement.className = '';
  try {
    finishConsoleGuard();
  } finally {
    console.error = originalConsoleError;
  }
});
