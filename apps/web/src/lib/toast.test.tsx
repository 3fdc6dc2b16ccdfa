import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { TOAST_COLORS, TOAST_POSITION, TOAST_SEVERITIES, toast } from './toast.ts';

afterEach(() => act(() => toast.clear()));

describe('toast', () => {
  it('knows the six severities of the spec and opens at the top right', () => {
    expect([...TOAST_SEVERITIES]).toEqual([
      'info',
      'success',
      'warn',
      'error',
      'secondary',
      'contrast',
    ]);
    expect(Object.keys(TOAST_COLORS)).toEqual([...TOAST_SEVERITIES]);
    expect(TOAST_POSITION).toBe('top-right');
  });

  it('shows summary and detail with a localised close button', async () => {
    const { user } = await renderWithProviders(<p>page</p>, { locale: 'es-ES' });
    act(() => {
      toast.show({
        severity: 'success',
        summary: 'Guardado',
        detail: 'La administración se guardó.',
      });
    });
    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    expect(screen.getByText('La administración se guardó.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText('Guardado')).not.toBeInTheDocument());
  });

  it('has no close button when closable is false', async () => {
    await renderWithProviders(<p>page</p>);
    act(() => {
      toast.show({ severity: 'error', summary: 'Stays', closable: false });
    });
    expect(await screen.findByText('Stays')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
