import { PRODUCT_SHORT_NAME } from '@roar/contracts';
import type { TFunction } from 'i18next';
import type { ResolvedRouteMeta } from '../config/route-meta.ts';

/**
 * The page's title in the current language, else the fallback language (both through i18next's
 * fallback chain), else the route's plain value.
 */
export function routeTitle(
  meta: Pick<ResolvedRouteMeta, 'titleKey' | 'title'>,
  t: TFunction,
): string | undefined {
  if (!meta.titleKey) return meta.title;
  const value = t(meta.titleKey, { defaultValue: meta.title ?? '' });
  return value || meta.title;
}

/**
 * `ROAR: <route title>` (docs/product/routes.md section 1); the short name alone when the route has
 * no title.
 */
export function documentTitle(meta: Pick<ResolvedRouteMeta, 'titleKey' | 'title'>, t: TFunction) {
  const title = routeTitle(meta, t);
  return title ? `${PRODUCT_SHORT_NAME}: ${title}` : PRODUCT_SHORT_NAME;
}
