import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, PasswordInput, Stack, Text, Loader } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { PASSWORD_TOO_COMMON, passwordProblems } from '@roar/contracts';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { paths } from '../../config/paths.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { apiFieldErrors } from '../../lib/field-errors.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { useResetPassword } from './api/password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PasswordChecklist } from '../../components/password-checklist.tsx';

type Outcome = 'done' | 'invalid' | 'failed' | null;

/**
 * /reset-password (exempt from sign-in): choose a new password with the link's token. The rule
 * messages follow the typing; on success every session of the account has ended, so the page
 * leads to sign-in.
 */
export function ResetPasswordScreen() {
  const { t, i18n, ready } = useFeatureTranslation(screenMessages);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'invalid');
  /** The password the server refused as one of the most common (the browser cannot check it). */
  const [tooCommon, setTooCommon] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const rulesId = useId();
  const reset = useResetPassword();

  const problems = password || submitted ? passwordProblems(password) : [];
  const mismatch = submitted && confirm !== password;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    setSubmitted(true);
    setOutcome(null);
    if (passwordProblems(password).length > 0) return passwordRef.current?.focus();
    if (confirm !== password) return confirmRef.current?.focus();
    try {
      await reset.mutateAsync({ token, password });
      setOutcome('done');
    } catch (error) {
      if (apiFieldErrors(error).password === PASSWORD_TOO_COMMON) {
        setTooCommon(password);
        passwordRef.current?.focus();
      } else if (isApiRequestError(error) && error.code === 'bad_request') setOutcome('invalid');
      else {
        if (!isApiRequestError(error) || error.status >= 500) reportError(error);
        setOutcome('failed');
      }
    }
  }

  if (!ready) return <Loader aria-label={i18n.t('common.loading')} />;

  if (outcome === 'done' || outcome === 'invalid') {
    const done = outcome === 'done';
    return (
      <AuthCard title={t(done ? 'passwordReset.doneTitle' : 'passwordReset.invalidTitle')}>
        <Alert color={done ? 'green' : 'red'} variant="light" role={done ? 'status' : 'alert'}>
          {t(done ? 'passwordReset.done' : 'passwordReset.invalid')}
        </Alert>
        {done ? null : <Text>{t('passwordReset.invalidHint')}</Text>}
        <Button component={Link} to={paths.signIn}>
          {t('passwordReset.goToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('titles.resetPassword')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={reset.isPending}>
        <Stack gap="md">
          <div aria-live="assertive">
            {outcome === 'failed' ? (
              <Alert color="red" variant="light" role="alert">
                {t('passwordReset.failed')}
              </Alert>
            ) : null}
          </div>
          <Text>{t('passwordReset.pageIntro')}</Text>
          <div>
            <PasswordInput
              ref={passwordRef}
              name="new-password"
              label={t('passwordReset.newPassword')}
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={
                tooCommon !== null && tooCommon === password
                  ? t('passwordRules.password_too_common')
                  : problems.length > 0
              }
              aria-describedby={rulesId}
              visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
            />
            <PasswordChecklist id={rulesId} password={password} />
          </div>
          <PasswordInput
            ref={confirmRef}
            name="confirm-password"
            label={t('passwordReset.confirmPassword')}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={mismatch ? t('passwordReset.mismatch') : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
          />
          <Button type="submit" loading={reset.isPending}>
            {t('passwordReset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
