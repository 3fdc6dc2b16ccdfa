import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { sessionStore } from '../../stores/session-store.ts';
import { createChannelPair } from '../../testing/activity-channel-pair.ts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asParticipant } from '../../testing/sessions.ts';
import type { ActivityMessage } from '../../lib/idle/activity-channel.ts';
import { toast } from '../../lib/toast.ts';
import { SessionTimer } from './session-timer.tsx';

// No GET /api/config answer here: the timer runs on the defaults of docs/product/constants.md
// section 3 (15 min, then 60 s).
const IDLE_MS = 900_000;

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The warning dialog is a lazy chunk (preloaded below): let React retry the suspended render.
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

beforeAll(async () => {
  await import('./idle-warning-dialog.tsx');
});

async function renderTimer() {
  const [here, otherTab] = createChannelPair();
  const heard: ActivityMessage[] = [];
  otherTab.subscribe((message) => heard.push(message));
  const fetchMock = mockFetch((url) =>
    url.endsWith('/auth/sign-out') ? { status: 204 } : { status: 404 },
  );
  const view = await renderWithProviders(<SessionTimer channel={here} />);
  await advance(0);
  return { ...view, otherTab, heard, fetchMock };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  asParticipant();
});
afterEach(() => {
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('SessionTimer', () => {
  it('warns after the idle period with a countdown and focus on Continue', async () => {
    await renderTimer();
    await advance(IDLE_MS - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(
      'You will be signed out soon for your security. Select Continue to keep working.',
    );
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('Signing out in 60 seconds.');
    await advance(50);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    // The live region stays quiet until a milestone.
    expect(screen.getByRole('status')).toHaveTextContent('');
    await advance(30_000);
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('Signing out in 30 seconds.');
    expect(screen.getByRole('status')).toHaveTextContent(
      'You will be signed out in 30 seconds unless you select Continue.',
    );
    await advance(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('30 seconds');
  });

  it('Continue keeps the session, restarts the timer and tells the other tabs', async () => {
    const { heard } = await renderTimer();
    await advance(IDLE_MS + 5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(heard.at(-1)).toEqual({ type: 'continue', at: Date.now() });
    await advance(IDLE_MS - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('Esc does the same as Continue', async () => {
    await renderTimer();
    await advance(IDLE_MS);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Continue' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(60_000);
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(true);
  });

  it('signs out at zero and goes to /signin', async () => {
    const { fetchMock } = await renderTimer();
    const show = vi.spyOn(toast, 'show');
    await advance(IDLE_MS + 60_000);
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
    expect(sessionStore.getSnapshot().isAuthenticated).toBe(false);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/sign-out'))).toBe(true);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        severity: 'info',
        summary: 'You were signed out because you were inactive for a while.',
      }),
    );
  });

  it('counts activity here (throttled) and in other tabs', async () => {
    const { heard, otherTab } = await renderTimer();
    await advance(IDLE_MS - 10_000);
    fireEvent.pointerMove(window);
    fireEvent.keyDown(window, { key: 'a' });
    expect(heard).toEqual([{ type: 'activity', at: Date.now() }]);
    await advance(IDLE_MS - 10_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    otherTab.post({ type: 'activity', at: Date.now() });
    await advance(IDLE_MS - 1_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    otherTab.post({ type: 'continue', at: Date.now() });
    await advance(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('judges a tab that was hidden by the clock when it is shown again', async () => {
    await renderTimer();
    // A hidden tab's timers may not run: move the clock only, then show the tab.
    vi.setSystemTime(Date.now() + IDLE_MS + 20_500);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent('Signing out in 40 seconds.');
    vi.setSystemTime(Date.now() + 60_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await advance(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });
});
