import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UploadStatus } from '@roar/tasks';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { participantMessages } from '../i18n/messages.ts';
import { EndScreen } from './end-screen.tsx';

function End(props: { language: 'en' | 'es'; locale: string; upload: UploadStatus | 'saved' }) {
  const { t, ready } = useFeatureTranslation(participantMessages);
  return ready ? <EndScreen {...props} home="/" t={t} /> : null;
}

describe('EndScreen', () => {
  it('shows Pip, every star, the closing words, an encouraging line, the status and the way home', async () => {
    await renderWithProviders(<End language="en" locale="en-US" upload="saved" />);
    expect(await screen.findByRole('img', { name: 'Pip the owl' })).toBeInTheDocument();
    expect(screen.getByText('You have 10 stars!')).toBeInTheDocument();
    expect(document.querySelectorAll('.roar-stars .roar-star')).toHaveLength(10);
    expect(
      screen.getByRole('heading', { level: 1, name: 'You are all done. Great job!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You walked the whole path with Pip/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your answers are saved.');
    expect(screen.getByRole('link', { name: 'Back to my tasks' })).toHaveAttribute('href', '/');
    // The stars may pop in here (the end celebrates), unless the device asks for no motion.
    expect(document.querySelector('[data-celebrate="true"]')).not.toBeNull();
  });

  it('speaks the task’s language in the interface’s region, and says when it is still saving', async () => {
    await renderWithProviders(<End language="es" locale="es-CO" upload="offline" />, {
      locale: 'es-CO',
    });
    expect(await screen.findByRole('img', { name: 'Pip, el búho' })).toBeInTheDocument();
    expect(screen.getByText('¡Tienes 10 estrellas!').closest('[lang]')).toHaveAttribute(
      'lang',
      'es-CO',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('status')).toHaveTextContent('No hay conexión.');
  });

  it('moves the stars only where the device allows motion (the end celebrates, nothing else)', () => {
    const css = readFileSync(resolve(import.meta.dirname, 'end-screen.module.css'), 'utf8');
    const motion = css.indexOf('animation:');
    expect(motion).toBeGreaterThan(0);
    expect(css.lastIndexOf('animation:')).toBe(motion);
    const media = css.indexOf('@media (prefers-reduced-motion: no-preference)');
    expect(media).toBeGreaterThan(0);
    expect(media).toBeLessThan(motion);
    expect(css.slice(media, motion)).toContain("[data-celebrate='true']");
    expect(css).not.toMatch(/transition\s*:/);
  });
});
