import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigationType,
} from 'react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@roar/contracts';
import { UiProviders } from '../../components/ui-providers.tsx';
import { createI18n } from '../../i18n/i18n.ts';
import { createTestQueryClient } from '../../testing/render.tsx';
import { AppRoutes } from '../routes/app-routes.tsx';

/** What a test reads of the app's router: where it is, how it got there, and a way to move. */
export interface TestRouter {
  state: { location: Location; historyAction: NavigationType };
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
}

interface RouterView {
  location: Location;
  historyAction: NavigationType;
  navigate: (to: string, options?: { replace?: boolean }) => void | Promise<void>;
}

/** Tells the test where the router is after each move. */
function RouterSpy({ onChange }: { onChange: (view: RouterView) => void }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onChange({ location, historyAction, navigate });
  }, [onChange, location, historyAction, navigate]);
  return null;
}

/** The whole app (every route, the guard, the chrome) in a memory router at `initialEntry`. */
export async function renderApp(
  initialEntry: string,
  options: {
    locale?: Locale;
    /**
     * The app's own server-state cache, loaded by the pages that need one (QueryBoundary), as in
     * production; by default the test gives one cache to the whole app.
     */
    appCache?: boolean;
  } = {},
) {
  const i18n = await createI18n(options.locale ?? 'en-US');
  const queryClient = options.appCache ? undefined : createTestQueryClient();
  const router: TestRouter = {
    state: {
      location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: () => Promise.reject(new Error('the app has not rendered yet')),
  };
  const follow = ({ location, historyAction, navigate }: RouterView) => {
    router.state = { location, historyAction };
    router.navigate = async (to, navOptions) => {
      await navigate(to, navOptions);
    };
  };
  const user = userEvent.setup();
  const result = render(
    <UiProviders i18n={i18n} queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[initialEntry]}>
        <AppRoutes />
        <RouterSpy onChange={follow} />
      </MemoryRouter>
    </UiProviders>,
  );
  // Lazy route modules load first; the main landmark appears once a page rendered.
  await screen.findByRole('main', {}, { timeout: 5000 });
  return { ...result, router, i18n, queryClient, user };
}

export function currentHref(router: TestRouter): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
