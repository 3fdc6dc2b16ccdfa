import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { SSO_PROVIDERS, type SsoProvider } from '@roar/contracts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { paths } from '../../config/paths.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { linkProviderUrl, useIdentities, useUnlinkIdentity } from './api/identities.ts';
import { RecentSignInNotice } from './components/recent-sign-in-notice.tsx';
import { SignedInDevices } from './components/signed-in-devices.tsx';
import { isRecentSignInRequired } from './recent-sign-in.ts';

export interface LinkedAccountsTabProps {
  /** Leaves the page for the provider (full-page navigation); tests replace it. */
  assign?: (url: string) => void;
}

/** /profile/accounts: the sign-in providers linked to the account, with Link and Unlink. */
export function LinkedAccountsTab({
  assign = (url) => window.location.assign(url),
}: LinkedAccountsTabProps) {
  // Its parent screen waited for these texts (profile-layout.tsx).
  const { t } = useFeatureTranslation(screenMessages);
  const identities = useIdentities();
  const unlink = useUnlinkIdentity();
  const [needsSignIn, setNeedsSignIn] = useState(false);

  async function onUnlink(provider: SsoProvider) {
    setNeedsSignIn(false);
    const name = t(`auth.providers.${provider}`);
    try {
      await unlink.mutateAsync(provider);
      toast.show({
        severity: 'success',
        summary: t('profile.accounts.unlinked', { provider: name }),
        life: 5000,
      });
    } catch (error) {
      if (isRecentSignInRequired(error)) setNeedsSignIn(true);
      else if (isApiRequestError(error) && error.status === 409) {
        toast.show({
          severity: 'warn',
          summary: t('profile.accounts.lastMethod', { provider: name }),
        });
      } else toast.show({ severity: 'error', summary: t('profile.accounts.unlinkFailed') });
    }
  }

  let body;
  if (identities.isPending) body = <Loader aria-label={t('common.loading')} />;
  else if (identities.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('profile.accounts.loadFailed')}
      </Alert>
    );
  } else {
    const linked = new Map(identities.data.map((identity) => [identity.provider, identity]));
    body = (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {SSO_PROVIDERS.map((provider) => {
          const identity = linked.get(provider);
          const name = t(`auth.providers.${provider}`);
          return (
            <Paper key={provider} component="li" withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    <Badge color={identity ? 'green' : 'gray'} variant="light">
                      {identity ? t('profile.accounts.linked') : t('profile.accounts.notLinked')}
                    </Badge>
                  </Group>
                  {identity?.email ? (
                    <Text size="sm" c="dimmed">
                      {t('profile.accounts.linkedAs', { email: identity.email })}
                    </Text>
                  ) : null}
                </Stack>
                {identity ? (
                  <Button
                    variant="outline"
                    color="red"
                    loading={unlink.isPending && unlink.variables === provider}
                    onClick={() => void onUnlink(provider)}
                  >
                    {t('profile.accounts.unlink', { provider: name })}
                  </Button>
                ) : (
                  <Button
                    variant="light"
                    onClick={() => assign(linkProviderUrl(provider, paths.profileAccounts))}
                  >
                    {t('profile.accounts.link', { provider: name })}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('titles.profileAccounts')}</Title>
      <Text>{t('profile.accounts.intro')}</Text>
      {needsSignIn ? <RecentSignInNotice returnTo={paths.profileAccounts} /> : null}
      {body}
      <SignedInDevices />
    </Stack>
  );
}
