import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SPEECH_CLIPS, clipId, speechClipFile } from '@roar/tasks';
import type { ParticipantHome as Home } from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ParticipantHome } from './components/participant-home.tsx';
import {
  pageHadGesture,
  speechLanguageOfLocale,
  startPromptUrl,
} from './components/start-prompt.ts';
import { assessment, assignment, home } from './testing-data.ts';
import enUS from './i18n/en-US.ts';
import enGB from './i18n/en-GB.ts';
import esES from './i18n/es-ES.ts';
import esCO from './i18n/es-CO.ts';

const done = { completedOn: '2026-03-01T00:00:00.000Z' };

/** Every audio element the home made, with its play and pause calls. */
let made: { src: string; play: ReturnType<typeof vi.fn>; pause: ReturnType<typeof vi.fn> }[] = [];

class FakeAudio {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  constructor(public src: string) {
    made.push(this);
  }
  addEventListener() {}
}

/** Sets what navigator.userActivation says: active, not yet, or no such API. */
function setActivation(state: boolean | 'missing') {
  Object.defineProperty(navigator, 'userActivation', {
    configurable: true,
    value: state === 'missing' ? undefined : { hasBeenActive: state, isActive: false },
  });
}

const plays = () => made.filter((audio) => audio.play.mock.calls.length > 0).map((a) => a.src);

function serve(answer: Home) {
  return mockFetch((url) =>
    url.startsWith('/api/app/assignments') ? { body: answer } : { body: { ok: true } },
  );
}

const homeOf = (...assessments: Parameters<typeof assignment>[1]) =>
  home([assignment('a1', assessments)]);

beforeEach(() => {
  made = [];
  vi.stubGlobal('Audio', FakeAudio);
  setActivation(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setActivation('missing');
});

describe('the spoken start prompt', () => {
  it('says it when the home opens on a game to start after a gesture', async () => {
    serve(homeOf(assessment('swr'), assessment('pa')));
    await renderWithProviders(<ParticipantHome />);
    expect(await screen.findByRole('button', { name: 'Click to start' })).toBeVisible();
    await waitFor(() => expect(plays()).toEqual(['/audio/en/home.start.mp3']));
  });

  it('stays silent on opening without a gesture, or where the browser has no activation API', async () => {
    for (const state of [false, 'missing'] as const) {
      setActivation(state);
      made = [];
      serve(homeOf(assessment('swr')));
      const { unmount } = await renderWithProviders(<ParticipantHome />);
      expect(await screen.findByRole('button', { name: 'Click to start' })).toBeVisible();
      expect(pageHadGesture()).toBe(false);
      expect(plays()).toEqual([]);
      unmount();
    }
  });

  it('says it when the child picks another game to start, not for a finished one', async () => {
    setActivation(false);
    serve(homeOf(assessment('swr', done), assessment('pa'), assessment('sre')));
    const { user } = await renderWithProviders(<ParticipantHome />);
    await screen.findByRole('tab', { name: 'Game pa (To do)' });
    expect(plays()).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Game sre (To do)' }));
    expect(plays()).toEqual(['/audio/en/home.start.mp3']);
    await user.click(screen.getByRole('tab', { name: 'Game swr (Completed)' }));
    expect(plays()).toHaveLength(1);
    // The prompt of the game left behind stops.
    expect(made[0]!.pause).toHaveBeenCalled();
  });

  it("says it again on 'Hear it', in the interface's language, and stops when the game starts", async () => {
    setActivation(false);
    serve(homeOf(assessment('swr')));
    const { user } = await renderWithProviders(<ParticipantHome />, { locale: 'es-CO' });
    const hear = await screen.findByRole('button', { name: 'Escúchalo' });
    await user.click(hear);
    await user.click(hear);
    expect(plays()).toEqual(['/audio/es/home.start.mp3', '/audio/es/home.start.mp3']);
    // Never two at once: the second silenced the first.
    expect(made[0]!.pause).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Haz clic para empezar' }));
    expect(made[1]!.pause).toHaveBeenCalled();
  });

  it('stops when the child leaves the home', async () => {
    serve(homeOf(assessment('swr')));
    const { unmount } = await renderWithProviders(<ParticipantHome />);
    await waitFor(() => expect(plays()).toHaveLength(1));
    unmount();
    expect(made[0]!.pause).toHaveBeenCalled();
  });

  it("offers 'Hear it' only beside 'Click to start'", async () => {
    serve(homeOf(assessment('swr', done), assessment('pa', { ...done, allowRetake: true })));
    await renderWithProviders(<ParticipantHome />);
    expect(await screen.findByRole('button', { name: 'Retake Assessment' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hear it' })).not.toBeInTheDocument();
    expect(plays()).toEqual([]);
  });

  it('plays the clip the speech pipeline builds, whose words include the visible ones', () => {
    for (const language of ['en', 'es'] as const) {
      expect(startPromptUrl(language)).toBe(speechClipFile(clipId(language, 'home.start')));
    }
    expect(SPEECH_CLIPS.en['home.start']).toContain(enUS.panel.start);
    expect(SPEECH_CLIPS.es['home.start']).toContain(esES.panel.start);
    // en-GB and es-CO show the same start words as their language's base catalogue.
    expect(enGB.panel?.start).toBeUndefined();
    expect(esCO.panel?.start).toBeUndefined();
    expect(['en-US', 'en-GB', 'es-ES', 'es-CO'].map(speechLanguageOfLocale)).toEqual([
      'en',
      'en',
      'es',
      'es',
    ]);
  });

  it("names 'Hear it' in every locale", () => {
    expect(enUS.panel.hearIt).toBe('Hear it');
    expect(esES.panel.hearIt).toBe('Escúchalo');
    // No override: en-GB and es-CO fall back to the same words.
    expect(enGB.panel?.hearIt).toBeUndefined();
    expect(esCO.panel?.hearIt).toBeUndefined();
  });
});

describe('game pictures', () => {
  it('shows each game’s picture in its tab (decorative) and larger in its panel', async () => {
    serve(
      homeOf(
        assessment('swr', { imageUrl: '/task-images/swr.svg' }),
        assessment('pa', { imageUrl: '/task-images/pa.svg' }),
      ),
    );
    await renderWithProviders(<ParticipantHome />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.querySelector('img')?.getAttribute('src'))).toEqual([
      '/task-images/swr.svg',
      '/task-images/pa.svg',
    ]);
    for (const tab of tabs) {
      const picture = tab.querySelector('img')!;
      expect(picture).toHaveAttribute('alt', '');
      expect(Number(picture.getAttribute('width'))).toBeGreaterThanOrEqual(40);
    }
    // The tab's name stays its text.
    expect(tabs[0]).toHaveAccessibleName('Game swr (To do)');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('img', { name: 'Picture for Game swr' })).toHaveAttribute(
      'src',
      '/task-images/swr.svg',
    );
  });
});
