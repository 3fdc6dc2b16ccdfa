import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

describe('NotFoundScreen', () => {
  it.each([
    ['en-US', 'Page not found', 'Sorry, we could not find that page!', 'Return to Home'],
    [
      'es-ES',
      'Página no encontrada',
      '¡Lo sentimos, no hemos encontrado esa página!',
      'Volver al inicio',
    ],
    [
      'es-CO',
      'Página no encontrada',
      '¡Lo sentimos, no pudimos encontrar esa página!',
      'Volver al inicio',
    ],
  ] as const)('shows its texts in %s', async (locale, title, message, button) => {
    const { user } = await renderWithProviders(<NotFoundScreen />, {
      locale,
      initialEntry: '/x',
      path: '/x',
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: button }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
