import { useSyncExternalStore } from 'react';
import type { MantineColorSchemeManager } from '@mantine/core';
import { DARK_MODE_SELECTOR } from '@roar/contracts';

const darkModeClass = DARK_MODE_SELECTOR.replace(/^\./, '');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const isDark = () => document.documentElement.classList.contains(darkModeClass);

/**
 * Dark mode is on only while <html> carries the dark-mode class (docs/product/constants.md
 * section 4); the operating system's preference is never followed.
 */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, isDark) ? 'dark' : 'light';
}

/** The colour scheme is derived from the class above, so nothing is stored anywhere. */
export const noStorageColorSchemeManager: MantineColorSchemeManager = {
  get: () => 'light',
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
