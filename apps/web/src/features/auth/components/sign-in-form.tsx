import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import { paths } from '../../../config/paths.ts';
import { isApiRequestError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-reporting.ts';
import { formatWait } from '../../../lib/format-wait.ts';
import { useSendEmailLink } from '../api/send-email-link.ts';
import { useSignIn } from '../api/sign-in.ts';
import { completeSignIn } from '../complete-sign-in.ts';
import { validateSignIn, type SignInErrors, type SignInMode } from '../validation.ts';

type FormError =
  | { key: 'incorrectCredentials' | 'tooManyAttempts' | 'failed' }
  /** A 429 that said how long to wait (docs/decisions/021-sign-in-throttling.md). */
  | { key: 'tooManyAttemptsWait'; retryAfterSeconds: number };

function formErrorFor(error: unknown): FormError {
  if (isApiRequestError(error)) {
    if (error.status === 401) return { key: 'incorrectCredentials' };
    if (error.status === 429) {
      const { retryAfterSeconds } = error;
      return retryAfterSeconds
        ? { key: 'tooManyAttemptsWait', retryAfterSeconds }
        : { key: 'tooManyAttempts' };
    }
    if (error.status >= 500) reportError(error);
    return { key: 'failed' };
  }
  reportError(error);
  return { key: 'failed' };
}

/**
 * The username-or-email sign-in form with its two modes (password, email link). Errors are kept
 * as keys so they follow a language change; the first invalid field gets the focus so screen
 * readers announce its message (linked by aria-describedby).
 */
export function SignInForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<SignInMode>('password');
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const identifierRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();
  const sendLink = useSendEmailLink();
  const pending = signIn.isPending || sendLink.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    const found = validateSignIn({ identifier, password }, mode);
    setErrors(found);
    if (found.identifier) return identifierRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    try {
      if (mode === 'password') {
        // A session, or the second step: completeSignIn goes on to its page.
        const result = await signIn.mutateAsync({ identifier: identifier.trim(), password });
        await completeSignIn(result, searchParams.get('redirect_to'));
      } else {
        const redirectTo = searchParams.get('redirect_to') ?? undefined;
        await sendLink.mutateAsync({ email: identifier.trim(), redirectTo });
        await navigate(paths.authEmailSent);
      }
    } catch (error) {
      setFormError(formErrorFor(error));
    }
  }

  function toggleMode() {
    setMode((current) => (current === 'password' ? 'email-link' : 'password'));
    setErrors({});
    setFormError(null);
    setPassword('');
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack gap="md">
        <div aria-live="assertive">
          {formError ? (
            <Alert color="red" variant="light" role="alert" data-testid="sign-in-error">
              {formError.key === 'tooManyAttemptsWait'
                ? t('auth.signIn.errors.tooManyAttemptsWait', {
                    wait: formatWait(formError.retryAfterSeconds, i18n.language),
                  })
                : t(`auth.signIn.errors.${formError.key}`)}
            </Alert>
          ) : null}
        </div>
        <TextInput
          ref={identifierRef}
          name="identifier"
          label={t('auth.signIn.identifierLabel')}
          autoComplete={mode === 'password' ? 'username' : 'email'}
          inputMode={mode === 'email-link' ? 'email' : undefined}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={identifier}
          onChange={(event) => setIdentifier(event.currentTarget.value)}
          error={errors.identifier ? t(`auth.signIn.errors.${errors.identifier}`) : undefined}
          description={mode === 'email-link' ? t('auth.signIn.emailLinkHint') : undefined}
        />
        {mode === 'password' ? (
          <PasswordInput
            ref={passwordRef}
            name="password"
            label={t('auth.signIn.passwordLabel')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.password ? t(`auth.signIn.errors.${errors.password}`) : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
          />
        ) : null}
        <Button type="submit" fullWidth loading={pending}>
          {mode === 'password' ? t('auth.signIn.submit') : t('auth.signIn.sendLink')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" fw={600} ta="center" onClick={toggleMode}>
            {mode === 'password' ? t('auth.signIn.useEmailLink') : t('auth.signIn.usePassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
