import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ParentLetter } from '@roar/contracts';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { asAdmin } from '../../testing/sessions.ts';
import { ParentLetterScreen } from './letter-screen.tsx';
import { REPORT_API, REPORT_PATH } from './testing-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

const letter = (locale: ParentLetter['locale']): ParentLetter => ({
  locale,
  homeLocale: 'es-CO',
  student: { id: 'u1', firstName: 'Lucía', grade: '2' },
  administration: { id: 'a1', name: 'Lectura en casa' },
  title: `Carta ${locale}`,
  heading: locale.startsWith('es') ? 'Resultados de Lucía' : 'Lucía’s results',
  greeting: 'Estimada familia de Lucía:',
  intro: 'Intro',
  aboutResults: 'Niveles',
  sections: [
    {
      taskId: 'swr',
      title: 'Lectura de palabras',
      assessed: 'Lucía vio una palabra.',
      level: 'developing',
      bandLabels: ['Necesita apoyo adicional', 'Habilidad en desarrollo', 'Habilidad adquirida'],
      bandAlt: 'Habilidad en desarrollo: el resultado de Lucía',
      result: ['Lucía va por buen camino.'],
      confidence: { label: '¿Cuánto podemos confiar?', text: 'Bastante.' },
      practise: [],
      activitiesHeading: 'Tres ideas para hacer en casa',
      activities: ['Uno', 'Dos', 'Tres'],
    },
  ],
  notFinished: null,
  closing: 'Gracias.',
  signature: 'La escuela de Lucía',
  footer: 'Resultados del 28 de noviembre de 2026.',
});

describe('ParentLetterScreen', () => {
  it('shows the letter in its own language, asked in the reader’s, with the band as one image', async () => {
    asAdmin();
    const asked: URL[] = [];
    mockFetch((url) => {
      const parsed = new URL(url, 'http://localhost');
      if (parsed.pathname === `${REPORT_API}/letter`) {
        asked.push(parsed);
        return { body: letter((parsed.searchParams.get('locale') ?? 'es-CO') as 'es-CO') };
      }
      return { status: 404, body: { error: { code: 'not_found', message: 'no' } } };
    });
    await renderWithProviders(<ParentLetterScreen />, {
      locale: 'en-US',
      initialEntry: `${REPORT_PATH}/letter`,
      path: '/scores/:administrationId/:orgType/:orgId/user/:userId/letter',
    });
    const article = await screen.findByRole('article');
    expect(article).toHaveAttribute('lang', 'es-CO');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Resultados de Lucía',
    );
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Lectura de palabras',
    );
    expect(
      within(article).getByRole('img', { name: 'Habilidad en desarrollo: el resultado de Lucía' }),
    ).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    expect(asked[0]!.searchParams.get('reader')).toBe('en-US');
    expect(asked[0]!.searchParams.has('locale')).toBe(false);
    expect(screen.getByText('The family’s language: Español (Latinoamérica)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the score report' })).toHaveAttribute(
      'href',
      REPORT_PATH,
    );
  });

  it('leaves for /unauthorized when the letter may not be read', async () => {
    asAdmin();
    mockFetch(() => ({ status: 403, body: { error: { code: 'forbidden', message: 'no' } } }));
    const { router } = await renderWithProviders(<ParentLetterScreen />, {
      initialEntry: `${REPORT_PATH}/letter`,
      path: '/scores/:administrationId/:orgType/:orgId/user/:userId/letter',
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});
