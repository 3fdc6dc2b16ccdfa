import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Text } from '@mantine/core';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { screenMessages } from '../../../i18n/screens/messages.ts';
import '@mantine/core/styles/Alert.css';
import { paths } from '../../../config/paths.ts';
import { useSignOut } from '../../../lib/use-sign-out.ts';

/**
 * Explains that a sensitive change needs a fresh sign-in, and offers to sign out and come back to
 * `returnTo` after signing in again.
 */
export function RecentSignInNotice({ returnTo }: { returnTo: string }) {
  // Its parent screen waited for these texts (profile-layout.tsx).
  const { t } = useFeatureTranslation(screenMessages);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signInAgain() {
    setPending(true);
    await signOut();
    await navigate(`${paths.signIn}?redirect_to=${encodeURIComponent(returnTo)}`, {
      replace: true,
    });
  }

  return (
    <Alert color="yellow" variant="light" role="alert" title={t('profile.recentSignIn.title')}>
      <Text size="sm">{t('profile.recentSignIn.message')}</Text>
      <Button mt="sm" loading={pending} onClick={() => void signInAgain()}>
        {t('profile.recentSignIn.action')}
      </Button>
    </Alert>
  );
}
