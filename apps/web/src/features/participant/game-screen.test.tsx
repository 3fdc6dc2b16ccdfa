import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { GameScreen } from './game-screen.tsx';
import { assessment, assignment, home } from './testing-data.ts';

describe('GameScreen', () => {
  it('prepares the game, then says it is not playable yet and leads home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async () => {
      await gate;
      return { body: home([assignment('a1', [assessment('swr')])]) };
    });
    const routes = [
      {
        path: '/game/swr',
        element: <GameScreen />,
        handle: { game: { taskId: 'swr', language: 'en' } },
      },
    ];
    await renderWithProviders(null, { path: '/unused', initialEntry: '/game/swr', routes });
    expect(
      await screen.findByRole('heading', { name: 'Preparing your game!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('loading')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: 'This game is not ready yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Game swr')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/');
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
