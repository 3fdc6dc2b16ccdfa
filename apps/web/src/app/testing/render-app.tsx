import { createMemoryRouter, RouterProvider } from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@roar/contracts';
import { UiProviders } from '../../components/ui-providers.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createTestQueryClient } from '../../testing/render.tsx';
import { appRoutes } from '../routes/app-routes.tsx';
import { registerAppNavigate } from '../../lib/app-navigation.ts';

/** The whole app (every route, the guard, the chrome) in a memory router at `initialEntry`. */
export async function renderApp(initialEntry: string, options: { locale?: Locale } = {}) {
  const i18n = await createI18n(options.locale ?? 'en-US');
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [initialEntry] });
  registerAppNavigate((to, navOptions) => router.navigate(to, navOptions));
  const user = userEvent.setup();
  const result = render(
    <UiProviders i18n={i18n} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </UiProviders>,
  );
  // Lazy route modules load first; the main landmark appears once a page rendered.
  await screen.findByRole('main', {}, { timeout: 5000 });
  return { ...result, router, i18n, queryClient, user };
}

export function currentHref(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
