import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AuthenticatorSetup as Setup, SecondFactorSession } from '@roar/contracts';
import '@mantine/core/styles/Alert.css';
import { AuthenticatorSetup } from '../../components/second-factor/authenticator-setup.tsx';
import { CodeForm } from '../../components/second-factor/code-form.tsx';
import type { CodeKind } from '../../components/second-factor/code-input.tsx';
import type { CodeProblem } from '../../components/second-factor/code-problem.ts';
import { RecoveryCodes } from '../../components/second-factor/recovery-codes.tsx';
import { paths } from '../../config/paths.ts';
import { useFeatureTranslation } from '../../i18n/feature-messages.ts';
import { screenMessages } from '../../i18n/screens/messages.ts';
import { isApiRequestError } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-reporting.ts';
import { safeRedirectPath } from '../../lib/redirect-path.ts';
import { sessionStore, useSessionValue } from '../../stores/session-store.ts';
import { useSecondFactorChallenge, useSubmitSecondFactorCode } from './api/second-factor.ts';
import { AuthCard } from './components/auth-card.tsx';
import { completeSignIn } from './complete-sign-in.ts';
import { settleProviderSignIn } from './sso/sso-outcome.ts';

type Ended = Extract<CodeProblem, { kind: 'expired' }>;

/** The sign-in page, carrying where the sign-in was going. */
function signInHref(redirectTo: string | null): string {
  return redirectTo
    ? `${paths.signIn}?${new URLSearchParams({ redirect_to: redirectTo })}`
    : paths.signIn;
}

/**
 * /auth-second-factor (docs/decisions/031-second-factor.md): the second step of a sign-in whose
 * first factor (password, email link, provider, family registration) succeeded. The server holds
 * the pending sign-in in an httpOnly cookie for 10 minutes; this page asks for a code from the
 * authenticator app (or a recovery code), or first sets the app up when the account must use one,
 * then ends the sign-in as every method does (completeSignIn, redirect_to).
 */
export function SecondFactorScreen() {
  const { t, i18n, ready } = useFeatureTranslation(screenMessages);
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect_to');
  const challenge = useSecondFactorChallenge();
  const [ended, setEnded] = useState<Ended | null>(null);
  /** A just-enrolled sign-in: its session waits here until the recovery codes are saved. */
  const [enrolled, setEnrolled] = useState<{
    session: SecondFactorSession;
    codes: string[];
  } | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [finishFailed, setFinishFailed] = useState(false);
  const signedIn = useSessionValue((session) => session.isAuthenticated);

  useEffect(() => {
    // A provider sign-in that needs the second step lands here instead of /sso: its redirect
    // result came back, and nothing is pending any more (docs/product/states.md section 3).
    const { providerSignInPending } = sessionStore.getSnapshot();
    if (!Object.values(providerSignInPending).some(Boolean)) return;
    settleProviderSignIn(true, null);
    sessionStore.update({ spinner: false });
  }, []);

  if (!ready || challenge.isPending) return <Loader aria-label={i18n.t('common.loading')} />;

  const back = signInHref(redirectTo);
  const noPendingSignIn =
    challenge.isError && isApiRequestError(challenge.error) && challenge.error.status === 401;

  // Reloaded after the second step succeeded (the recovery codes were on screen): the browser is
  // signed in already, so the sign-in goes on where it was going.
  if (noPendingSignIn && !ended && signedIn && !enrolled) {
    return <Navigate to={safeRedirectPath(redirectTo)} replace />;
  }

  if (ended || noPendingSignIn) {
    return (
      <AuthCard title={t('secondFactor.verifyTitle')}>
        <Alert color="red" variant="light" role="alert">
          {ended?.tooManyWrongCodes
            ? t('secondFactor.errors.tooManyWrongCodes')
            : t('secondFactor.errors.expired')}
        </Alert>
        <Button component={Link} to={back}>
          {t('secondFactor.backToSignIn')}
        </Button>
      </AuthCard>
    );
  }

  if (challenge.isError) {
    return (
      <AuthCard title={t('secondFactor.verifyTitle')}>
        <Alert color="red" variant="light" role="alert">
          {t('secondFactor.errors.loadFailed')}
        </Alert>
        <Group>
          <Button onClick={() => void challenge.refetch()}>{t('secondFactor.tryAgain')}</Button>
          <Anchor component={Link} to={back}>
            {t('secondFactor.backToSignIn')}
          </Anchor>
        </Group>
      </AuthCard>
    );
  }

  async function finish(session: SecondFactorSession) {
    setFinishing(true);
    setFinishFailed(false);
    try {
      await completeSignIn(session, redirectTo);
    } catch (error) {
      reportError(error);
      setFinishFailed(true);
      setFinishing(false);
    }
  }

  if (enrolled) {
    return (
      <AuthCard title={t('secondFactor.recoveryCodes.title')}>
        <div aria-live="assertive">
          {finishFailed ? (
            <Alert color="red" variant="light" role="alert">
              {t('auth.signIn.errors.failed')}
            </Alert>
          ) : null}
        </div>
        <RecoveryCodes
          codes={enrolled.codes}
          pending={finishing}
          onContinue={() => void finish(enrolled.session)}
        />
      </AuthCard>
    );
  }

  const { purpose, setup, recoveryCodesLeft } = challenge.data;
  if (purpose === 'enrol' && setup) {
    return (
      <Enrol
        setup={setup}
        back={back}
        onSession={async (session) => {
          // The server sends the recovery codes when it turned the authenticator on.
          if (session.recoveryCodes?.length) {
            setEnrolled({ session, codes: session.recoveryCodes });
          } else await completeSignIn(session, redirectTo);
        }}
        onEnded={setEnded}
      />
    );
  }
  return (
    <Verify
      recoveryCodesLeft={recoveryCodesLeft}
      back={back}
      onSession={(session) => completeSignIn(session, redirectTo)}
      onEnded={setEnded}
    />
  );
}

interface StepProps {
  back: string;
  onSession: (session: SecondFactorSession) => Promise<void>;
  onEnded: (ended: Ended) => void;
}

/** Sends a code of the pending sign-in; an ended sign-in replaces the whole page. */
function useCodeHandlers({ onSession, onEnded }: Omit<StepProps, 'back'>) {
  const send = useSubmitSecondFactorCode();
  return {
    onSubmit: async (code: string) => onSession(await send.mutateAsync(code)),
    onProblem: (problem: CodeProblem) => {
      if (problem.kind !== 'expired') return false;
      onEnded(problem);
      return true;
    },
  };
}

/** A code from the app, or (switched by a link) one of the recovery codes. */
function Verify({ recoveryCodesLeft, back, ...step }: StepProps & { recoveryCodesLeft: number }) {
  const { t } = useFeatureTranslation(screenMessages);
  const handlers = useCodeHandlers(step);
  const [kind, setKind] = useState<CodeKind>('app');
  const app = kind === 'app';
  const left =
    recoveryCodesLeft > 0
      ? t('secondFactor.recoveryCodesLeft', { count: recoveryCodesLeft })
      : t('secondFactor.noRecoveryCodesLeft');
  return (
    <AuthCard title={t('secondFactor.verifyTitle')}>
      {/* A new form per kind: the field starts empty, without the other kind's error, focused.
          The instructions are its description, read out with it when it takes the focus. */}
      <CodeForm
        key={kind}
        kind={kind}
        autoFocus
        description={
          app ? t('secondFactor.verifyIntro') : `${t('secondFactor.recoveryIntro')} ${left}`
        }
        submitLabel={t('secondFactor.verify')}
        {...handlers}
      >
        <Anchor
          component="button"
          type="button"
          fw={600}
          onClick={() => setKind(app ? 'recovery' : 'app')}
        >
          {app ? t('secondFactor.useRecoveryCode') : t('secondFactor.useAppCode')}
        </Anchor>
        <Anchor component={Link} to={back} size="sm">
          {t('secondFactor.backToSignIn')}
        </Anchor>
      </CodeForm>
    </AuthCard>
  );
}

/** Setting up the authenticator app the account must use, then its first code. */
function Enrol({ setup, back, ...step }: StepProps & { setup: Setup }) {
  const { t } = useFeatureTranslation(screenMessages);
  const handlers = useCodeHandlers(step);
  return (
    <AuthCard title={t('secondFactor.enrolTitle')}>
      <Text>{t('secondFactor.enrolIntro')}</Text>
      <AuthenticatorSetup setup={setup} headingOrder={2} />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('secondFactor.setup.codeTitle')}
        </Title>
        {/* Not focused on arrival: the steps above come first for a screen reader too. */}
        <CodeForm
          kind="app"
          description={t('secondFactor.setup.codeHint')}
          submitLabel={t('secondFactor.turnOnAndContinue')}
          {...handlers}
        >
          <Anchor component={Link} to={back} size="sm">
            {t('secondFactor.backToSignIn')}
          </Anchor>
        </CodeForm>
      </Stack>
    </AuthCard>
  );
}
