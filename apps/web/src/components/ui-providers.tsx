import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { cssVariablesResolver, theme } from '../config/theme.ts';
import { noStorageColorSchemeManager, useColorScheme } from '../lib/color-scheme.ts';
import { ToastProvider } from './toast-provider.tsx';
import './mantine-styles.ts';

export interface UiProvidersProps {
  i18n: I18n;
  /**
   * A server-state cache for everything inside (the tests); the app instead loads its cache with
   * the first screen that needs one (QueryBoundary).
   */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals (jsdom). */
  env?: 'default' | 'test';
  children: ReactNode;
}

/** Theme, translations and toasts (and a given server-state cache): shared by the app and the tests. */
export function UiProviders({ i18n, queryClient, env = 'default', children }: UiProvidersProps) {
  const colorScheme = useColorScheme();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      deduplicateCssVariables={false}
      forceColorScheme={colorScheme}
      colorSchemeManager={noStorageColorSchemeManager}
      env={env}
    >
      <I18nextProvider i18n={i18n}>
        <ToastProvider />
        {queryClient ? (
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        ) : (
          children
        )}
      </I18nextProvider>
    </MantineProvider>
  );
}
