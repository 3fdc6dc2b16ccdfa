import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SsoProvider } from '@roar/contracts';
import { PageTitle } from '../../../components/page-title.tsx';
import { startProviderSignIn } from '../api/provider-sign-in.ts';

interface ProviderEntryProps {
  provider: SsoProvider;
  /** i18n key of the page's text, e.g. 'titles.authClever' ('Loading your data from Clever...'). */
  textKey: string;
}

/**
 * A provider portal's entry point (/auth-clever, /auth-classlink, /auth-nycps,
 * /initiate-auth-nycps): starts that provider's sign-in at once, carrying redirect_to along.
 */
export function ProviderEntryScreen({ provider, textKey }: ProviderEntryProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect_to');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startProviderSignIn(provider, redirectTo);
  }, [provider, redirectTo]);
  return (
    <PageTitle title={t(textKey)}>
      <Stack align="center" py="xl" role="status" aria-live="polite">
        <Loader aria-label={t('common.loading')} />
      </Stack>
    </PageTitle>
  );
}

export const AuthCleverScreen = () => (
  <ProviderEntryScreen provider="clever" textKey="titles.authClever" />
);
export const AuthClassLinkScreen = () => (
  <ProviderEntryScreen provider="classlink" textKey="titles.authClassLink" />
);
export const AuthNycpsScreen = () => (
  <ProviderEntryScreen provider="nycps" textKey="titles.authNycps" />
);
export const InitiateAuthNycpsScreen = () => (
  <ProviderEntryScreen provider="nycps" textKey="titles.initiateAuthNycps" />
);
