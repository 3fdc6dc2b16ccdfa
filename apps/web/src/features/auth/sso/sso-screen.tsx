import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../stores/session-store.ts';
import { refreshAccessToken } from '../../../lib/auth-session.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { completeSignIn } from '../complete-sign-in.ts';
import { startProviderSignIn } from '../api/provider-sign-in.ts';
import { SsoErrorPanel } from './sso-error-panel.tsx';
import {
  asSsoProvider,
  settleProviderSignIn,
  ssoErrorCode,
  type SsoErrorCode,
} from './sso-outcome.ts';

/**
 * /sso, where a provider sign-in lands (docs/decisions/008-single-sign-on.md): 'Signing you in…'
 * while the refresh cookie the server set is exchanged for a session, then the shared sign-in
 * ending (claims, user record, redirect_to). `?error=` shows why it failed instead.
 */
export function SsoScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const provider = asSsoProvider(params.get('provider')) ?? sessionStore.getSnapshot().ssoProvider;
  const redirectTo = params.get('redirect_to');
  const [failure, setFailure] = useState<SsoErrorCode | null>(() =>
    params.get('error') === null ? null : ssoErrorCode(params.get('error')),
  );
  // Once per visit: a refresh token is single-use (StrictMode runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (failure) {
      settleProviderSignIn(false, provider);
      return;
    }
    sessionStore.update({ spinner: true });
    void (async () => {
      try {
        // The server set the refresh cookie: exchange it exactly as an app start does.
        const session = await refreshAccessToken();
        if (!session) throw new Error('no session after the provider sign-in');
        settleProviderSignIn(true, provider);
        await completeSignIn(session, redirectTo);
        sessionStore.update({ spinner: false });
      } catch {
        settleProviderSignIn(false, provider);
        setFailure('sign_in_failed');
      }
    })();
  }, [failure, provider, redirectTo]);

  if (failure) {
    return (
      <SsoErrorPanel
        code={failure}
        provider={provider}
        onTryAgain={provider ? () => startProviderSignIn(provider, redirectTo) : undefined}
      />
    );
  }
  return (
    <PageTitle title={t('sso.signingIn')}>
      <Stack align="center" gap="sm" py="xl" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Stack>
    </PageTitle>
  );
}
