import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import {
  COLOR_SCHEME_STORAGE_KEY,
  readColorSchemePreference,
  setColorSchemePreference,
  startColorScheme,
} from './color-scheme.ts';

const html = document.documentElement;

/** A device whose colour setting the test controls, with its change listeners. */
function deviceSetting(dark: boolean) {
  const listeners: Array<() => void> = [];
  const query = { matches: dark };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media) =>
      ({
        media,
        get matches() {
          return media === '(prefers-color-scheme: dark)' && query.matches;
        },
        addEventListener: (_: string, listener: () => void) => listeners.push(listener),
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  return {
    switchTo(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  html.classList.remove('dark-mode');
});

describe('colour scheme', () => {
  it('follows the dark-mode class on <html>', async () => {
    await renderWithProviders(<p>page</p>);
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    act(() => html.classList.add('dark-mode'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    act(() => html.classList.remove('dark-mode'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it("sets the class from the device's setting by default, and follows it when it changes", () => {
    const device = deviceSetting(true);
    startColorScheme();
    expect(readColorSchemePreference()).toBe('auto');
    expect(html).toHaveClass('dark-mode');
    device.switchTo(false);
    expect(html).not.toHaveClass('dark-mode');
  });

  it("keeps the user's choice on the device over the device's setting", () => {
    const device = deviceSetting(false);
    setColorSchemePreference('dark');
    expect(html).toHaveClass('dark-mode');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    // A later start (reload) applies the saved choice; the device switching changes nothing.
    html.classList.remove('dark-mode');
    startColorScheme();
    expect(html).toHaveClass('dark-mode');
    device.switchTo(false);
    expect(html).toHaveClass('dark-mode');
    setColorSchemePreference('auto');
    expect(html).not.toHaveClass('dark-mode');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBeNull();
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'sepia');
    expect(readColorSchemePreference()).toBe('auto');
  });
});
