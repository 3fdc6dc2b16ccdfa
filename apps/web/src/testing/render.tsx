import { useMemo, type ReactNode } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useMatches,
  type RouteObject,
} from 'react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@roar/contracts';
import { UiProviders } from '../components/ui-providers.tsx';
import { createI18n } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { registerAppNavigate } from '../lib/app-navigation.ts';
import { RouteMetaContext } from '../lib/use-route-meta.ts';
import { mergeRouteMeta, type RouteMeta } from '../config/route-meta.ts';

/** Shows where a test navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Gives the screens the meta of the test's routes (their `handle`), as the root layout does. */
function RouteMetaFromHandles() {
  const matches = useMatches();
  const meta = useMemo(
    () => mergeRouteMeta(matches.map((match) => match.handle as RouteMeta | undefined)),
    [matches],
  );
  return (
    <RouteMetaContext value={meta}>
      <Outlet />
    </RouteMetaContext>
  );
}

export function createTestQueryClient() {
  return createQueryClient({
    isE2eHarness: false,
    defaults: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  locale?: Locale;
  /** Where the memory router starts. */
  initialEntry?: string;
  /** The path pattern the element is mounted on; other paths show a LocationProbe. */
  path?: string;
  /** Extra routes next to the element's. */
  routes?: RouteObject[];
}

/**
 * Renders `ui` inside the real providers (Mantine in test mode, i18next, a real QueryClient) and a
 * memory router. Network is mocked by the test at the fetch boundary.
 */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { locale = 'en-US', initialEntry = '/', path = '/', routes = [] } = options;
  const i18n = await createI18n(locale);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: <RouteMetaFromHandles />,
        children: [{ path, element: ui }, ...routes, { path: '*', element: <LocationProbe /> }],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  registerAppNavigate((to, navOptions) => router.navigate(to, navOptions));
  const user = userEvent.setup();
  const result = render(
    <UiProviders i18n={i18n} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </UiProviders>,
  );
  return { ...result, i18n, queryClient, router, user };
}
