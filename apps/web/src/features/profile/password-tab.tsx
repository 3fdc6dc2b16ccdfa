import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Divider, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { PASSWORD_PROBLEM_CODES, passwordProblems } from '@roar/contracts';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordChecklist } from '../../components/password-checklist.tsx';
import { paths } from '../../config/paths.ts';
import { apiFieldErrors } from '../../lib/field-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useChangePassword } from './api/change-password.ts';
import { RecentSignInNotice } from './components/recent-sign-in-notice.tsx';
import { SecondFactorSection } from './components/second-factor-section.tsx';
import { isRecentSignInRequired } from './recent-sign-in.ts';

type Outcome = 'recentSignIn' | 'failed' | null;

/**
 * /profile/password: a new password with the rules of docs/product/validation.md section 1 checked
 * as it is typed, and below it two-step sign-in.
 */
export function PasswordTab() {
  // Its parent screen waited for these texts (profile-layout.tsx).
  const { t } = useFeatureTranslation(screenMessages);
  const rulesId = useId();
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState<'required' | 'incorrect' | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverRule, setServerRule] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = useChangePassword();

  const problems = passwordProblems(password);
  const mismatch = confirm !== password;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    setSubmitted(true);
    setServerRule(null);
    setCurrentError(null);
    setOutcome(null);
    if (problems.length > 0 || mismatch) return;
    try {
      await change.mutateAsync({
        ...(current ? { currentPassword: current } : {}),
        newPassword: password,
      });
      setCurrent('');
      setPassword('');
      setConfirm('');
      setSubmitted(false);
      toast.show({ severity: 'success', summary: t('profile.password.changed'), life: 8000 });
    } catch (error) {
      const fields = apiFieldErrors(error);
      const rule = fields.newPassword;
      const currentProblem = fields.currentPassword;
      if (isRecentSignInRequired(error)) setOutcome('recentSignIn');
      else if (currentProblem === 'required' || currentProblem === 'incorrect') {
        setCurrentError(currentProblem);
      } else if (rule) setServerRule(rule);
      else setOutcome('failed');
    }
  }

  const passwordError =
    submitted && problems.length > 0
      ? t(`passwordRules.${problems[0]}`)
      : serverRule && PASSWORD_PROBLEM_CODES.includes(serverRule)
        ? t(`passwordRules.${serverRule}`)
        : undefined;

  return (
    <Stack gap="md" maw={520}>
      <Title order={2}>{t('titles.profilePassword')}</Title>
      <Text>{t('profile.password.intro')}</Text>
      {outcome === 'recentSignIn' ? <RecentSignInNotice returnTo={paths.profilePassword} /> : null}
      {outcome === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {t('profile.password.failed')}
        </Alert>
      ) : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={change.isPending}>
        <Stack gap="sm">
          <PasswordInput
            name="currentPassword"
            label={t('profile.password.currentPassword')}
            description={t('profile.password.currentPasswordHint')}
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={
              currentError === 'required'
                ? t('profile.password.currentPasswordRequired')
                : currentError === 'incorrect'
                  ? t('profile.password.currentPasswordIncorrect')
                  : undefined
            }
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
          />
          <PasswordInput
            name="newPassword"
            label={t('profile.password.newPassword')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            aria-describedby={rulesId}
            error={passwordError}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
          />
          <PasswordChecklist id={rulesId} password={password} />
          <PasswordInput
            name="confirmPassword"
            label={t('profile.password.confirmPassword')}
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={submitted && mismatch ? t('profile.password.mismatch') : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('auth.signIn.togglePassword') }}
          />
          <Button type="submit" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </Stack>
      </form>
      <Divider my="md" />
      <SecondFactorSection />
    </Stack>
  );
}
