import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  createIdleTimer,
  shouldAnnounce,
  type IdleState,
  type IdleTimer,
} from '../../lib/idle/idle-timer.ts';
import { openActivityChannel, type ActivityChannel } from '../../lib/idle/activity-channel.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { toast } from '../../lib/toast.ts';
import { useSignOut } from '../../lib/use-sign-out.ts';

// The dialog's code (the UI kit's modal) loads when a warning first shows; the countdown gives
// it a minute, and signing out at zero does not depend on it.
const IdleWarningDialog = lazy(() =>
  import('./idle-warning-dialog.tsx').then((m) => ({ default: m.IdleWarningDialog })),
);

/** What counts as activity (scroll does not bubble: listeners capture). */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel'];
/** Activity is handled at most this often (pointer moves fire many times a second). */
export const ACTIVITY_THROTTLE_MS = 1000;
/** How long the 'signed out for inactivity' toast stays. */
const SIGNED_OUT_TOAST_LIFE_MS = 15_000;

export interface SessionTimerProps {
  /** The link to the other tabs; tests pass an in-memory one. */
  channel?: ActivityChannel;
}

/**
 * The idle session timer of docs/product/states.md section 7: after the idle threshold without
 * activity (in any tab of this browser) a dialog counts down; Continue (or Esc) keeps the session,
 * zero signs out. Mounted only while the app is ready and the user signed in.
 */
export function SessionTimer({ channel: givenChannel }: SessionTimerProps) {
  const { t } = useTranslation();
  const { idleThresholdMs, idleCountdownMs } = usePublicConfig();
  const signOut = useSignOut();
  const [state, setState] = useState<IdleState>({ phase: 'active' });
  // Seconds left at the last announcement (null: nothing to announce).
  const [announcedSeconds, setAnnouncedSeconds] = useState<number | null>(null);
  const timerRef = useRef<IdleTimer | null>(null);
  const channelRef = useRef<ActivityChannel | null>(null);
  const expireRef = useRef<() => void>(() => {});
  const settingsRef = useRef({ idleThresholdMs, idleCountdownMs });

  useEffect(() => {
    expireRef.current = () => {
      toast.show({
        severity: 'info',
        summary: t('idle.signedOut'),
        life: SIGNED_OUT_TOAST_LIFE_MS,
      });
      void signOut();
    };
  }, [signOut, t]);

  useEffect(() => {
    const channel = givenChannel ?? openActivityChannel();
    channelRef.current = channel;
    const timer = createIdleTimer({
      ...settingsRef.current,
      onChange: (next) => {
        setState(next);
        if (next.phase !== 'warning') setAnnouncedSeconds(null);
        else if (shouldAnnounce(next.secondsLeft)) setAnnouncedSeconds(next.secondsLeft);
      },
      onExpire: () => expireRef.current(),
    });
    timerRef.current = timer;

    let lastHandledAt = -Infinity;
    const onActivity = () => {
      const at = Date.now();
      if (at - lastHandledAt < ACTIVITY_THROTTLE_MS || timer.getState().phase !== 'active') return;
      lastHandledAt = at;
      timer.recordActivity(at);
      channel.post({ type: 'activity', at });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') timer.sync();
    };
    const unsubscribe = channel.subscribe((message) => {
      if (message.type === 'continue') timer.continueSession(message.at);
      else timer.recordActivity(message.at);
    });
    const listenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, listenerOptions);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, onActivity, listenerOptions);
      }
      document.removeEventListener('visibilitychange', onVisibility);
      unsubscribe();
      timer.stop();
      if (!givenChannel) channel.close();
      timerRef.current = null;
      channelRef.current = null;
    };
  }, [givenChannel]);

  // The server's settings usually arrive just after mount.
  useEffect(() => {
    settingsRef.current = { idleThresholdMs, idleCountdownMs };
    timerRef.current?.setSettings(settingsRef.current);
  }, [idleThresholdMs, idleCountdownMs]);

  const secondsLeft = state.phase === 'warning' ? state.secondsLeft : null;
  // Mounted from the first warning on, so the dialog can play its closing transition.
  const [warned, setWarned] = useState(false);
  if (secondsLeft !== null && !warned) setWarned(true);

  function continueSession() {
    const at = Date.now();
    timerRef.current?.continueSession(at);
    channelRef.current?.post({ type: 'continue', at });
  }

  return (
    <div data-testid="session-timer">
      {warned ? (
        <Suspense fallback={null}>
          <IdleWarningDialog secondsLeft={secondsLeft} onContinue={continueSession} />
        </Suspense>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite">
        {announcedSeconds === null ? '' : t('idle.announcement', { count: announcedSeconds })}
      </VisuallyHidden>
    </div>
  );
}

export default SessionTimer;
