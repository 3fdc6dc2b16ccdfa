import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ParticipantHome as Home } from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ParticipantHome } from './components/participant-home.tsx';
import { assessment, assignment, consentDocument, home } from './testing-data.ts';

const done = { completedOn: '2026-03-01T00:00:00.000Z' };

/** Serves `answer()` for the home and 200 for every action; returns the fetch mock. */
function serve(answer: () => Home) {
  return mockFetch((url) =>
    url.startsWith('/api/app/assignments?') || url === '/api/app/assignments'
      ? { body: answer() }
      : { body: { ok: true } },
  );
}

const posts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([url, init]) => [url, JSON.parse(String(init?.body ?? '{}'))]);

function renderHome(launchId?: string, locale: 'en-US' | 'es-ES' = 'en-US') {
  return renderWithProviders(<ParticipantHome launchId={launchId} />, { locale });
}

describe('ParticipantHome', () => {
  it('says it is loading, then that there are no assignments', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async () => {
      await gate;
      return { body: home([]) };
    });
    await renderHome();
    expect(await screen.findByText('Loading Assignments')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: 'You have no assignments!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please contact your administrator to get added to an assignment.'),
    ).toBeInTheDocument();
  });

  it("launch mode of a child with no assignments shows the banner and the child's empty state", async () => {
    const fetchMock = serve(() => home([]));
    await renderHome('child-1');
    expect(
      await screen.findByRole('heading', { name: 'You have no assignments!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are in launch mode for/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('launchId=child-1');
  });

  it('titles a single assignment by its public name and counts required tasks', async () => {
    serve(() =>
      home([
        assignment('a1', [
          assessment('swr', done),
          assessment('pa'),
          assessment('x', { optional: true }),
        ]),
      ]),
    );
    await renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reading a1' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Select an assignment')).not.toBeInTheDocument();
    expect(screen.getByText('Grade: 3')).toBeInTheDocument();
    expect(screen.getByText('Student Info')).toBeInTheDocument();
    // Seen: '1/2 tasks completed!'; heard: the words (the visible text is hidden from readers).
    expect(screen.getByText('1 of 2 required tasks completed')).toBeInTheDocument();
    expect(screen.getByText('1/2 tasks completed!')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers a select when there are several assignments', async () => {
    serve(() => home([assignment('b', [assessment('pa')]), assignment('a', [assessment('swr')])]));
    const { user } = await renderHome();
    const select = await screen.findByRole('combobox', { name: 'Select an assignment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reading a');
    await user.selectOptions(select, 'Reading b');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reading b');
    expect(screen.getByRole('tab', { name: /Game pa/ })).toBeInTheDocument();
  });

  it('switches between required and optional tasks with the toggle', async () => {
    serve(() =>
      home([assignment('a', [assessment('swr'), assessment('survey', { optional: true })])]),
    );
    const { user } = await renderHome();
    expect(await screen.findByRole('tab', { name: /Game swr/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Game survey/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show optional assignments' }));
    expect(screen.getByRole('tab', { name: /Game survey/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Game swr/ })).not.toBeInTheDocument();
  });

  it('hides the toggle without optional tasks', async () => {
    serve(() => home([assignment('a', [assessment('swr')])]));
    await renderHome();
    await screen.findByRole('tab', { name: /Game swr/ });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('locks later tasks of a sequential assignment, in words', async () => {
    serve(() =>
      home([assignment('a', [assessment('swr'), assessment('pa')], { sequential: true })]),
    );
    const { user } = await renderHome();
    const locked = await screen.findByRole('tab', { name: 'Game pa (Locked)' });
    expect(screen.getByRole('tab', { name: 'Game swr (To do)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(locked);
    expect(screen.getByText('Finish the tasks before this one to unlock it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Click to start' })).not.toBeInTheDocument();
  });

  it('shows completed and retake tasks', async () => {
    serve(() =>
      home([
        assignment('a', [
          assessment('swr', done),
          assessment('pa', { ...done, allowRetake: true }),
        ]),
      ]),
    );
    const { user } = await renderHome();
    expect(await screen.findByRole('tab', { name: 'Game pa (Needs retake)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Assessment needs to be retaken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake Assessment' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Game swr (Completed)' }));
    expect(screen.getByText('Task Completed!')).toBeInTheDocument();
  });

  it('starts a task and opens its game page', async () => {
    const fetchMock = serve(() => home([assignment('a1', [assessment('swr')])]));
    const { user, router } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Click to start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/swr'));
    expect(posts(fetchMock)).toEqual([['/api/app/assignments/a1/assessments/swr/start', {}]]);
  });

  it('opens the page of a task no game plays yet without marking it started', async () => {
    const fetchMock = serve(() => home([assignment('a1', [assessment('crowding')])]));
    const { user, router } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Click to start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/crowding'));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('opens an external task in a new tab and marks it complete', async () => {
    let completed = false;
    const url = 'https://survey.example.org/s?participant=p1';
    const fetchMock = mockFetch((requested, init) => {
      if (init.method === 'POST') {
        completed = true;
        return { body: { ok: true } };
      }
      return {
        body: home([
          assignment('a1', [assessment('ext', { externalUrl: url, ...(completed ? done : {}) })]),
        ]),
      };
    });
    const { user } = await renderHome();
    const link = await screen.findByRole('link', { name: /Click to start/ });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(
      await screen.findByRole('link', { name: /Click here to open again/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Task Completed!')).toBeInTheDocument();
    expect(posts(fetchMock)).toEqual([['/api/app/assignments/a1/assessments/ext/complete', {}]]);
  });

  it('asks for pending documents before starting, then starts', async () => {
    let accepted = false;
    const fetchMock = mockFetch((url, init) => {
      if (url === '/api/app/legal/accept') accepted = true;
      if (init.method === 'POST') return { body: { ok: true } };
      return {
        body: home([
          assignment('a1', [assessment('swr')], {
            pendingLegal: accepted ? [] : [consentDocument],
          }),
        ]),
      };
    });
    const { user, router } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Click to start' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Agreement to take part' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('reading games').tagName).toBe('STRONG');
    expect(within(dialog).getByText('You can stop')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game/swr'));
    expect(posts(fetchMock)).toEqual([
      ['/api/app/legal/accept', { documentIds: ['doc-1'] }],
      ['/api/app/assignments/a1/assessments/swr/start', {}],
    ]);
  });

  it('acts for the launched student in launch mode, with a banner and a way out', async () => {
    const fetchMock = serve(() => home([assignment('a1', [assessment('pa-es')])]));
    const { user, router } = await renderHome('kid-7');
    const banner = await screen.findByTestId('launch-banner');
    await waitFor(() =>
      expect(banner).toHaveTextContent('You are in launch mode for Maya Johnson'),
    );
    expect(within(banner).getByRole('link', { name: 'Exit launch mode' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/app/assignments?launchId=kid-7');
    await user.click(screen.getByRole('button', { name: 'Click to start' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/launch/kid-7/game/pa-es'));
    expect(posts(fetchMock)).toEqual([
      ['/api/app/assignments/a1/assessments/pa-es/start', { launchId: 'kid-7' }],
    ]);
  });

  it('follows the interface language (a Spanish-speaking student)', async () => {
    serve(() => home([assignment('a1', [assessment('swr-es')])]));
    await renderHome(undefined, 'es-ES');
    expect(
      await screen.findByRole('button', { name: 'Haz clic para empezar' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ ¡actividades completadas!$/)).toBeInTheDocument();
  });

  it('says when a locked task is refused by the server', async () => {
    mockFetch((url, init) =>
      init.method === 'POST'
        ? { status: 409, body: { error: { code: 'locked', message: 'Locked.' } } }
        : { body: home([assignment('a1', [assessment('swr')])]) },
    );
    const { user } = await renderHome();
    await user.click(await screen.findByRole('button', { name: 'Click to start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This task is locked until the earlier tasks are completed.',
    );
  });
});
