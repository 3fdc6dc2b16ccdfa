/**
 * The pseudo-locale test switch (ADR visible-text-checks): with `roar.pseudo-locale` set to 'on'
 * in localStorage before the app starts, every catalogue text is shown pseudo-translated
 * ('[Ŝîĝñ îñ]'), so a text that is not (a hard-coded string) stands out. Not offered to users:
 * only the e2e suite (pseudo-locale.spec.ts) and developers set it, by hand.
 */
export const PSEUDO_LOCALE_KEY = 'roar.pseudo-locale';

export function pseudoLocaleOn(): boolean {
  try {
    return window.localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on';
  } catch {
    return false;
  }
}
