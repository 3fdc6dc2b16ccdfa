import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PROVIDERS, startProviderSignIn } from '../api/provider-sign-in.ts';

/** 'Log in with' followed by one button per provider (Google, Clever, ClassLink, NYCPS). */
export function ProviderButtons() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} ta="center" mb="xs">
        {t('auth.signIn.logInWith')}
      </Text>
      <SimpleGrid cols={2} spacing="xs">
        {SIGN_IN_PROVIDERS.map((provider) => (
          <Button
            key={provider}
            variant="default"
            aria-label={t('auth.signIn.providerButton', {
              provider: t(`auth.providers.${provider}`),
            })}
            onClick={() => startProviderSignIn(provider, searchParams.get('redirect_to'))}
          >
            {t(`auth.providers.${provider}`)}
          </Button>
        ))}
      </SimpleGrid>
    </div>
  );
}
