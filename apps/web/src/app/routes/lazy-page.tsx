import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';

/** A page module's loader: its screen component, loaded on demand (its own chunk). */
export type Lazy = () => Promise<{ Component: ComponentType }>;

/** One lazy component per loader: routes sharing a screen keep it mounted between them. */
const pages = new Map<Lazy, LazyExoticComponent<ComponentType>>();

/**
 * The element of a lazily loaded page. The router moves between pages in a transition, so the
 * page on screen stays until the next one's code is in; the root layout's Suspense boundary shows
 * the loader only on a first visit (app start).
 */
export function lazyPage(load: Lazy): ReactElement {
  let Page = pages.get(load);
  if (!Page) {
    Page = lazy(() => load().then((m) => ({ default: m.Component })));
    pages.set(load, Page);
  }
  return <Page />;
}
