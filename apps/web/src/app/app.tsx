import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { UiProviders } from '../components/ui-providers.tsx';
import { appRoutes } from './routes/app-routes.tsx';
import { registerAppNavigate } from '../lib/app-navigation.ts';

export interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
}

/** The whole app: providers around the data router of docs/product/routes.md. */
export function App({ i18n, queryClient }: AppProps) {
  const [router] = useState(() => {
    const created = createBrowserRouter(appRoutes);
    registerAppNavigate((to, options) => created.navigate(to, options));
    return created;
  });
  return (
    <UiProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </UiProviders>
  );
}
