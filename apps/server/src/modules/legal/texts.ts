import { LEGAL_TEXTS_EN_US } from './texts-en-us.ts';
import { LEGAL_TEXTS_ES_ES } from './texts-es-es.ts';

export interface LegalText {
  title: string;
  /** Markdown. */
  body: string;
}

/**
 * The current legal texts, written for this product: consent in parent and guardian language,
 * assent in plain words a young child can follow, terms for every account. A new wording is a
 * new version (never an edit of a published one), so earlier acceptances keep their meaning.
 */
export const LEGAL_VERSION = '2026-11';

export const LEGAL_TEXTS: Record<string, typeof LEGAL_TEXTS_EN_US> = {
  'en-US': LEGAL_TEXTS_EN_US,
  'es-ES': LEGAL_TEXTS_ES_ES,
};
