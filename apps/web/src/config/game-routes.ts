import { PRODUCT_SHORT_NAME } from '@roar/contracts';

/** Language a task page opens with (docs/product/routes.md section 6). */
export type TaskLanguage = 'en' | 'es' | 'en-CA';

export interface GameRoute {
  /** Path below /game/ (and /launch/:launchId/game/). */
  slug: string;
  /** The fixed task id; null when the path carries it (core-tasks/:taskId). */
  taskId: string | null;
  language: TaskLanguage;
}

/** Product prefix of the `{product}-readaloud` and `{product}-survey` task pages. */
export const PRODUCT_SLUG = PRODUCT_SHORT_NAME.toLowerCase();

const en = (taskId: string): GameRoute => ({ slug: taskId, taskId, language: 'en' });
const es = (taskId: string): GameRoute => ({ slug: taskId, taskId, language: 'es' });

/** Every task page of docs/product/routes.md section 6, in its order. */
export const GAME_ROUTES: readonly GameRoute[] = [
  en('swr'),
  es('swr-es'),
  en('pa'),
  es('pa-es'),
  en('sre'),
  es('sre-es'),
  en('letter'),
  es('letter-es'),
  { slug: 'letter-en-ca', taskId: 'letter-en-ca', language: 'en-CA' },
  en('phonics'),
  en('multichoice'),
  en('morphology'),
  en('cva'),
  en('vocab'),
  en('fluency-arf'),
  es('fluency-arf-es'),
  en('fluency-calf'),
  es('fluency-calf-es'),
  en('roam-alpaca'),
  es('roam-alpaca-es'),
  { slug: 'core-tasks/:taskId', taskId: null, language: 'en' },
  en('ran'),
  en('crowding'),
  en('roav-mep'),
  en(`${PRODUCT_SLUG}-readaloud`),
  en(`${PRODUCT_SLUG}-survey`),
];
