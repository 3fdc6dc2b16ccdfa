import { BrowserRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { UiProviders } from '../components/ui-providers.tsx';
import { AppRoutes } from './routes/app-routes.tsx';

export interface AppProps {
  i18n: I18n;
}

/** The whole app: providers around the routes of docs/product/routes.md. */
export function App({ i18n }: AppProps) {
  return (
    <UiProviders i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </UiProviders>
  );
}
