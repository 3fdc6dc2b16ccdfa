import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, Loader } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import '@mantine/core/styles/Alert.css';
import { paths } from '../../config/paths.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { storedEmailForSignIn, useSendEmailLink } from './api/send-email-link.ts';
import { AuthCard } from './components/auth-card.tsx';
import { DevOutboxNote } from './components/dev-outbox-note.tsx';

/**
 * /auth-email-sent (docs/product/routes.md section 2): 'Check your email', with the address and a
 * resend.
 */
export function EmailSentScreen() {
  const { t, i18n, ready } = useFeatureTranslation(screenMessages);
  const [email] = useState(storedEmailForSignIn);
  const resend = useSendEmailLink();
  const [resent, setResent] = useState<'sent' | 'failed' | null>(null);

  async function onResend() {
    if (!email) return;
    setResent(null);
    try {
      await resend.mutateAsync({ email });
      setResent('sent');
    } catch (error) {
      if (!isApiRequestError(error) || error.status >= 500) reportError(error);
      setResent('failed');
    }
  }

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  return (
    <AuthCard title={t('emailSent.title')}>
      <Text>{email ? t('emailSent.message', { email }) : t('emailSent.messageNoAddress')}</Text>
      <Text size="sm" c="dimmed">
        {t('emailSent.hint')}
      </Text>
      <DevOutboxNote />
      <div aria-live="polite">
        {resent ? (
          <Alert
            color={resent === 'sent' ? 'green' : 'red'}
            variant="light"
            role={resent === 'failed' ? 'alert' : 'status'}
          >
            {t(resent === 'sent' ? 'emailSent.resent' : 'emailSent.resendFailed')}
          </Alert>
        ) : null}
      </div>
      <Stack gap="sm">
        {email ? (
          <Button variant="light" loading={resend.isPending} onClick={() => void onResend()}>
            {t('emailSent.resend')}
          </Button>
        ) : null}
        <Group justify="center">
          <Anchor component={Link} to={paths.signIn} fw={600}>
            {t('emailSent.backToSignIn')}
          </Anchor>
        </Group>
      </Stack>
    </AuthCard>
  );
}
