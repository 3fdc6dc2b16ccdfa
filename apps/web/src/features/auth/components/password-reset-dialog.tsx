import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { screenMessages } from '../../../i18n/screens/messages.ts';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Alert.css';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import { isValidEmail } from '../validation.ts';
import { DevOutboxNote } from './dev-outbox-note.tsx';

/**
 * 'Having trouble?' on the sign-in page: the help text and a request for a password-reset link.
 * The answer is the same whether or not the address has an account.
 */
export function PasswordResetDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n, ready } = useFeatureTranslation(screenMessages);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<'emailRequired' | 'invalidEmail' | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const request = useRequestPasswordReset();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (request.isPending) return;
    const address = email.trim();
    const problem = !address ? 'emailRequired' : isValidEmail(address) ? null : 'invalidEmail';
    setError(problem);
    setOutcome(null);
    if (problem) return emailRef.current?.focus();
    try {
      await request.mutateAsync(address);
      setOutcome('sent');
    } catch (err) {
      if (!isApiRequestError(err) || err.status >= 500) reportError(err);
      setOutcome('failed');
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('auth.signIn.havingTrouble')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {ready ? null : <Loader aria-label={i18n.t('common.loading')} />}
      <Stack gap="md" hidden={!ready}>
        <Text size="sm">{t('auth.signIn.troubleHelp')}</Text>
        <DevOutboxNote />
        {outcome === 'sent' ? (
          <>
            <Alert color="green" variant="light" role="status">
              {t('passwordReset.sent')}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={onClose}>{t('common.close')}</Button>
            </Group>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <Stack gap="md">
              <Text size="sm" fw={600}>
                {t('passwordReset.requestIntro')}
              </Text>
              <div aria-live="assertive">
                {outcome === 'failed' ? (
                  <Alert color="red" variant="light" role="alert">
                    {t('passwordReset.requestFailed')}
                  </Alert>
                ) : null}
              </div>
              <TextInput
                ref={emailRef}
                type="email"
                name="reset-email"
                label={t('passwordReset.emailLabel')}
                autoComplete="email"
                required
                data-autofocus
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={
                  error === 'emailRequired'
                    ? t('passwordReset.emailRequired')
                    : error
                      ? t('auth.signIn.errors.invalidEmail')
                      : undefined
                }
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('passwordReset.cancel')}
                </Button>
                <Button type="submit" loading={request.isPending}>
                  {t('passwordReset.send')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}

export default PasswordResetDialog;
