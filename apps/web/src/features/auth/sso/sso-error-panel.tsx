import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SsoProvider } from '@roar/contracts';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import type { SsoErrorCode } from './sso-outcome.ts';

interface SsoErrorPanelProps {
  code: SsoErrorCode;
  provider: SsoProvider | null;
  /** Restarts the same provider's sign-in; absent when the provider is unknown. */
  onTryAgain?: (() => void) | undefined;
}

/** 'Unable to complete sign-in', why, and the way out: try again or sign out. */
export function SsoErrorPanel({ code, provider, onTryAgain }: SsoErrorPanelProps) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const providerName = provider ? t(`auth.providers.${provider}`) : t('sso.yourProvider');
  return (
    <PageTitle title={t('sso.errorTitle')}>
      <Stack gap="md" maw={560}>
        <Alert color="red" role="alert">
          {t(`sso.errors.${code}`, { provider: providerName })}
        </Alert>
        <Group>
          {onTryAgain ? <Button onClick={onTryAgain}>{t('sso.tryAgain')}</Button> : null}
          <Button variant="default" onClick={() => void signOut()}>
            {t('sso.signOut')}
          </Button>
        </Group>
      </Stack>
    </PageTitle>
  );
}
