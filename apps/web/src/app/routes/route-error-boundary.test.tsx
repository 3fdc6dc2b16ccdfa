import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import * as errorReporting from '../../lib/error-reporting.ts';
import { allowConsoleError } from '../../testing/console-guard.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it('shows a localised message and reports the error', async () => {
    allowConsoleError(/render failed/);
    const report = vi.spyOn(errorReporting, 'reportError');
    await renderWithProviders(<p>unused</p>, {
      locale: 'es-ES',
      initialEntry: '/broken',
      routes: [{ path: '/broken', Component: Broken, ErrorBoundary: RouteErrorBoundary }],
    });
    expect(await screen.findByRole('heading', { name: 'Algo ha salido mal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido mostrar esta página.');
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });
});
