import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { mergeRouteMeta, type ResolvedRouteMeta, type RouteMeta } from '../config/route-meta.ts';

/** The resolved meta (title, auth, permission, nav, game) of the current route. */
export function useRouteMeta(): ResolvedRouteMeta {
  const matches = useMatches();
  return useMemo(
    () => mergeRouteMeta(matches.map((match) => match.handle as RouteMeta | undefined)),
    [matches],
  );
}
