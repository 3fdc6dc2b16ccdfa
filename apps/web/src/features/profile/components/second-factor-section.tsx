import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { AuthenticatorSetup as Setup } from '@roar/contracts';
import '@mantine/core/styles/Alert.css';
import { AuthenticatorSetup } from '../../../components/second-factor/authenticator-setup.tsx';
import { CodeForm } from '../../../components/second-factor/code-form.tsx';
import { RecoveryCodes } from '../../../components/second-factor/recovery-codes.tsx';
import { paths } from '../../../config/paths.ts';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { screenMessages } from '../../../i18n/screens/messages.ts';
import { toast } from '../../../lib/toast.ts';
import {
  useBeginSecondFactorSetup,
  useConfirmSecondFactor,
  useRenewRecoveryCodes,
  useSecondFactorStatus,
} from '../api/second-factor.ts';
import { isRecentSignInRequired } from '../recent-sign-in.ts';
import { RecentSignInNotice } from './recent-sign-in-notice.tsx';
import { TurnOffSecondFactorDialog } from './turn-off-second-factor-dialog.tsx';

/** What the section shows besides the status: a setup under way, or codes made just now. */
type Stage =
  | { kind: 'status' }
  | { kind: 'setup'; setup: Setup; replacing: boolean }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-step sign-in on the password tab (docs/decisions/031-second-factor.md): turn it on (set up
 * an authenticator app, confirm a code, save the recovery codes), get new recovery codes, or turn
 * it off unless the account must keep it. Setup, new codes and turning off need a recent sign-in,
 * as a new password does. Shown on the password tab, whose screen waited for these texts.
 */
export function SecondFactorSection() {
  const { t } = useFeatureTranslation(screenMessages);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const status = useSecondFactorStatus();
  const begin = useBeginSecondFactorSetup();
  const confirm = useConfirmSecondFactor();
  const renew = useRenewRecoveryCodes();
  const [stage, setStage] = useState<Stage>({ kind: 'status' });
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [askTurnOff, setAskTurnOff] = useState(false);
  // The button that was pressed goes away with the stage: the focus moves to the heading instead
  // of falling to the page's start.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [stage]);

  function show(next: Stage) {
    moveFocus.current = true;
    setStage(next);
  }

  /** Runs a change; a stale sign-in shows the notice, any other failure a toast. */
  async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
    setNeedsSignIn(false);
    try {
      return await run();
    } catch (error) {
      if (isRecentSignInRequired(error)) setNeedsSignIn(true);
      else toast.show({ severity: 'error', summary: t('profile.secondFactor.failed') });
      return undefined;
    }
  }

  /** Sets an app up: the first, or a new phone's in place of the old (which works until then). */
  async function setUp(replacing: boolean) {
    const setup = await attempt(() => begin.mutateAsync());
    if (setup) show({ kind: 'setup', setup, replacing });
  }

  async function newCodes() {
    const codes = await attempt(() => renew.mutateAsync());
    if (codes) show({ kind: 'codes', codes });
  }

  async function confirmCode(code: string, replacing: boolean) {
    setNeedsSignIn(false);
    const codes = await confirm.mutateAsync(code);
    const done = replacing ? 'profile.secondFactor.replaced' : 'profile.secondFactor.turnedOn';
    toast.show({ severity: 'success', summary: t(done), life: 5000 });
    show({ kind: 'codes', codes });
  }

  let body;
  if (stage.kind === 'codes') {
    body = (
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('secondFactor.recoveryCodes.title')}
        </Title>
        <RecoveryCodes codes={stage.codes} onContinue={() => show({ kind: 'status' })} />
      </Stack>
    );
  } else if (stage.kind === 'setup') {
    body = (
      <Stack gap="md">
        <AuthenticatorSetup setup={stage.setup} headingOrder={3} />
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('secondFactor.setup.codeTitle')}
          </Title>
          <CodeForm
            kind="app"
            description={t('secondFactor.setup.codeHint')}
            submitLabel={t(
              stage.replacing
                ? 'profile.secondFactor.confirmNewPhone'
                : 'profile.secondFactor.confirm',
            )}
            onSubmit={(code) => confirmCode(code, stage.replacing)}
            onProblem={(_problem, error) => {
              if (!isRecentSignInRequired(error)) return false;
              setNeedsSignIn(true);
              return true;
            }}
          >
            <Anchor component="button" type="button" onClick={() => show({ kind: 'status' })}>
              {t('profile.secondFactor.cancel')}
            </Anchor>
          </CodeForm>
        </Stack>
      </Stack>
    );
  } else if (status.isPending) {
    body = <Loader aria-label={t('common.loading')} />;
  } else if (status.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('profile.secondFactor.loadFailed')}
      </Alert>
    );
  } else if (!status.data.enabled) {
    body = (
      <>
        <Text>{t('profile.secondFactor.intro')}</Text>
        <Group>
          <Button loading={begin.isPending} onClick={() => void setUp(false)}>
            {t('profile.secondFactor.turnOn')}
          </Button>
        </Group>
      </>
    );
  } else {
    const { recoveryCodesLeft: left, required } = status.data;
    body = (
      <>
        <Text fw={600}>{t('profile.secondFactor.on')}</Text>
        <Text>
          {left > 0
            ? t('secondFactor.recoveryCodesLeft', { count: left })
            : t('secondFactor.noRecoveryCodesLeft')}
        </Text>
        {required ? <Text>{t('profile.secondFactor.required')}</Text> : null}
        <Group gap="sm">
          <Button variant="default" loading={renew.isPending} onClick={() => void newCodes()}>
            {t('profile.secondFactor.newCodes')}
          </Button>
          <Button variant="default" loading={begin.isPending} onClick={() => void setUp(true)}>
            {t('profile.secondFactor.newPhone')}
          </Button>
          {required ? null : (
            <Button variant="outline" color="red" onClick={() => setAskTurnOff(true)}>
              {t('profile.secondFactor.turnOff')}
            </Button>
          )}
        </Group>
        {askTurnOff ? (
          <TurnOffSecondFactorDialog
            onClose={() => setAskTurnOff(false)}
            onNeedsSignIn={() => setNeedsSignIn(true)}
          />
        ) : null}
      </>
    );
  }

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
        {t('profile.secondFactor.title')}
      </Title>
      {needsSignIn ? <RecentSignInNotice returnTo={paths.profilePassword} /> : null}
      {body}
    </Stack>
  );
}
