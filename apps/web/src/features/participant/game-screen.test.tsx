import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { GameScreen } from './game-screen.tsx';
import { assessment, assignment, home } from './testing-data.ts';

describe('GameScreen', () => {
  const gamePage = (taskId: string) => [
    {
      path: `/game/${taskId}`,
      element: <GameScreen />,
      handle: { game: { taskId, language: 'en' } },
    },
  ];

  it('prepares the game, then says a game of a later version is not playable yet', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async () => {
      await gate;
      return { body: home([assignment('a1', [assessment('crowding')])]) };
    });
    await renderWithProviders(null, {
      path: '/unused',
      initialEntry: '/game/crowding',
      routes: gamePage('crowding'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Preparing your game!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: 'This game is not ready yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('cannot be played in this version');
    expect(screen.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/');
  });

  it('says a completed task is completed instead of playing it again', async () => {
    const done = assessment('swr', { completedOn: '2026-11-20T10:00:00Z', runId: 'r1' });
    mockFetch(() => ({ body: home([assignment('a1', [done])]) }));
    await renderWithProviders(null, {
      path: '/unused',
      initialEntry: '/game/swr',
      routes: gamePage('swr'),
    });
    expect(await screen.findByRole('heading', { name: 'Task Completed!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/');
  });

  it('offers a way out in a corner: keep playing (focused), go home or sign out; keys stay out of the game', async () => {
    const done = assessment('swr', { completedOn: '2026-11-20T10:00:00Z', runId: 'r1' });
    mockFetch(() => ({ body: home([assignment('a1', [done])]) }));
    await renderWithProviders(null, {
      path: '/unused',
      initialEntry: '/game/swr',
      routes: gamePage('swr'),
    });
    const gameKeys = vi.fn();
    window.addEventListener('keydown', gameKeys);
    const door = await screen.findByRole('button', { name: 'Leave the game' });
    fireEvent.keyDown(door, { key: 'Enter' });
    expect(gameKeys).not.toHaveBeenCalled();
    await userEvent.click(door);
    const dialog = await screen.findByRole('dialog', { name: 'Leave the game?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep playing' });
    await waitFor(() => expect(keep).toHaveFocus());
    fireEvent.keyDown(keep, { key: 'ArrowRight' });
    expect(gameKeys).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('link', { name: 'Go to my tasks' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(dialog).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The focus is the page's again, not the door's: the game gets the next keys.
    expect(door).not.toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    expect(gameKeys).toHaveBeenCalledTimes(1);
    // A letter or an arrow on the focused door still reaches the game; Enter only opens the door.
    door.focus();
    fireEvent.keyDown(door, { key: 'ArrowLeft' });
    expect(gameKeys).toHaveBeenCalledTimes(2);
    window.removeEventListener('keydown', gameKeys);
  });

  it('plays the survey at /game/core-tasks/survey as well as at its own page', async () => {
    const done = assessment('roar-survey', { completedOn: '2026-11-20T10:00:00Z', runId: 'r1' });
    mockFetch(() => ({ body: home([assignment('a1', [done])]) }));
    await renderWithProviders(null, {
      path: '/unused',
      initialEntry: '/game/core-tasks/survey',
      routes: [
        {
          path: '/game/core-tasks/:taskId',
          element: <GameScreen />,
          handle: { game: { taskId: null, language: 'en' } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Task Completed!' })).toBeInTheDocument();
  });

  it('says so when the task is not among the assignments', async () => {
    mockFetch(() => ({ body: home([assignment('a1', [assessment('sre')])]) }));
    await renderWithProviders(null, {
      path: '/unused',
      initialEntry: '/game/swr',
      routes: gamePage('swr'),
    });
    expect(
      await screen.findByRole('heading', { name: 'This task is not in your assignments' }),
    ).toBeInTheDocument();
  });

  it('goes back to the launcher home in launch mode', async () => {
    const fetchMock = mockFetch(() => ({ body: home([]) }));
    const routes = [
      {
        path: '/launch/:launchId',
        handle: { launch: true },
        children: [
          {
            path: 'game/core-tasks/:taskId',
            element: <GameScreen />,
            handle: { game: { taskId: null, language: 'en' } },
          },
        ],
      },
    ];
    await renderWithProviders(null, {
      path: '/unused',
      initialEntry: '/launch/kid-7/game/core-tasks/trog',
      routes,
    });
    expect(await screen.findByRole('link', { name: 'Back to my tasks' })).toHaveAttribute(
      'href',
      '/launch/kid-7',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/app/assignments?launchId=kid-7');
  });
});
