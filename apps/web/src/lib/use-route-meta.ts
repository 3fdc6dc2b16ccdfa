import { createContext, useContext } from 'react';
import { mergeRouteMeta, type ResolvedRouteMeta } from '../config/route-meta.ts';

/**
 * The resolved meta of the current route, provided by the root layout (which resolves it from the
 * route tree for the current path, as the navigation rules do) and by the test renderers.
 */
export const RouteMetaContext = createContext<ResolvedRouteMeta>(mergeRouteMeta([]));

/** The resolved meta (title, auth, permission, nav, game) of the current route. */
export function useRouteMeta(): ResolvedRouteMeta {
  return useContext(RouteMetaContext);
}
