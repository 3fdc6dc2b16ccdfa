import { useSyncExternalStore } from 'react';
import type { MantineColorSchemeManager } from '@mantine/core';
import { DARK_MODE_SELECTOR } from '@roar/contracts';

const darkModeClass = DARK_MODE_SELECTOR.replace(/^\./, '');
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The user's choice in the profile: light, dark, or as the device is set (the default). */
export const COLOR_SCHEME_PREFERENCES = ['auto', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof COLOR_SCHEME_PREFERENCES)[number];
export const COLOR_SCHEME_STORAGE_KEY = 'roar-color-scheme';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains(darkModeClass);

/**
 * Dark mode is on while <html> carries the dark-mode class (docs/product/constants.md section 4);
 * `startColorScheme` sets that class from the user's choice or the device's preference.
 */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, isDark) ? 'dark' : 'light';
}

/** The colour scheme is derived from the class above, so Mantine stores nothing itself. */
export const noStorageColorSchemeManager: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};

export function readColorSchemePreference(): ColorSchemePreference {
  try {
    const saved = localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return COLOR_SCHEME_PREFERENCES.find((p) => p === saved) ?? 'auto';
  } catch {
    return 'auto'; // storage blocked
  }
}

function applyColorScheme(preference = readColorSchemePreference()): void {
  const dark =
    preference === 'dark' ||
    (preference === 'auto' && typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle(darkModeClass, dark);
}

const listeners = new Set<() => void>();

/** Saves the choice (on this device) and applies it at once. */
export function setColorSchemePreference(preference: ColorSchemePreference): void {
  try {
    if (preference === 'auto') localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, preference);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  applyColorScheme(preference);
  for (const listener of listeners) listener();
}

/** The choice, for the profile's control (kept in step with setColorSchemePreference). */
export function useColorSchemePreference(): ColorSchemePreference {
  return useSyncExternalStore((onChange) => {
    listeners.add(onChange);
    return () => listeners.delete(onChange);
  }, readColorSchemePreference);
}

/**
 * At app start: the dark-mode class from the saved choice, and from then on from the device's
 * setting whenever the choice is 'auto' and the device switches (e.g. at night).
 */
export function startColorScheme(): void {
  applyColorScheme();
  if (typeof matchMedia !== 'function') return;
  matchMedia(DARK_QUERY).addEventListener('change', () => {
    if (readColorSchemePreference() === 'auto') applyColorScheme('auto');
  });
}
