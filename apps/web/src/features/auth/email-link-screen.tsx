import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import '@mantine/core/styles/Alert.css';
import { paths } from '../../config/paths.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { authKeys } from './api/auth-keys.ts';
import { completeEmailLink } from './api/complete-email-link.ts';
import { forgetEmailForSignIn, storedEmailForSignIn } from './api/send-email-link.ts';
import { AuthCard } from './components/auth-card.tsx';
import { completeSignIn } from './complete-sign-in.ts';
import { isValidEmail } from './validation.ts';

type Status = 'asking' | 'working' | 'invalid' | 'failed';

/** The link is wrong, used, expired or for another address (the server's one 400 answer). */
const isInvalidLink = (error: unknown) => isApiRequestError(error) && error.status === 400;

/**
 * /auth-email-link (docs/product/states.md section 2): completes an email-link sign-in with the
 * address stored when the link was asked for, or asks for it (a link opened on another device),
 * then signs in through the same path as a password sign-in. The stored address is removed once it
 * is used.
 */
export function EmailLinkScreen() {
  const { t, i18n, ready } = useFeatureTranslation(screenMessages);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [hasStoredEmail] = useState(() => Boolean(storedEmailForSignIn()));
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const started = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const completion = useMutation({
    mutationKey: authKeys.emailLinkComplete(),
    mutationFn: async (address: string) => {
      // A session, or the second step (which carries the landing path on to its page).
      const result = await completeEmailLink({ email: address, token });
      forgetEmailForSignIn();
      await completeSignIn(result, result.redirectTo);
    },
    onError: (error) => {
      if (!isInvalidLink(error) && (!isApiRequestError(error) || error.status >= 500)) {
        reportError(error);
      }
    },
  });
  const { mutate } = completion;

  useEffect(() => {
    // Once per page: React's strict mode runs effects twice, and a link works only once.
    if (started.current) return;
    started.current = true;
    const stored = storedEmailForSignIn();
    if (token && stored) mutate(stored);
  }, [token, mutate]);

  let status: Status;
  if (!token || (completion.isError && isInvalidLink(completion.error))) status = 'invalid';
  else if (completion.isError) status = 'failed';
  else if (completion.isIdle && !hasStoredEmail) status = 'asking';
  else status = 'working';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setEmailError('invalidEmail');
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    mutate(address);
  }

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  if (status === 'invalid') {
    return (
      <AuthCard title={t('emailLink.invalidTitle')}>
        <Alert color="red" variant="light" role="alert">
          {t('emailLink.invalid')}
        </Alert>
        <Text>{t('emailLink.invalidHint')}</Text>
        <Button component={Link} to={paths.signIn}>
          {t('emailLink.backToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('titles.authEmailLink')}>
      {status === 'asking' || status === 'failed' ? (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <div aria-live="assertive">
              {status === 'failed' ? (
                <Alert color="red" variant="light" role="alert">
                  {t('emailLink.failed')}
                </Alert>
              ) : null}
            </div>
            <Text>{t('emailLink.askEmail')}</Text>
            <TextInput
              ref={emailRef}
              type="email"
              name="email"
              label={t('emailLink.emailLabel')}
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError ? t(`auth.signIn.errors.${emailError}`) : undefined}
            />
            <Button type="submit">{t('emailLink.continue')}</Button>
          </Stack>
        </form>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden="true" />
          <Text>{t('emailLink.signingIn')}</Text>
        </Stack>
      )}
    </AuthCard>
  );
}
