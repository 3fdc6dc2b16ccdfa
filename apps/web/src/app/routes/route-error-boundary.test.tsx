import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Link, useLocation } from 'react-router';
import * as errorReporting from '../../lib/error-reporting.ts';
import { allowConsoleError } from '../../testing/console-guard.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

/** A page frame as the root layout has it: a link outside the boundary, keyed by the path. */
function PageFrame() {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/fine">Next page</Link>
      <RouteErrorBoundary resetKey={pathname}>
        {pathname === '/broken' ? <Broken /> : <p>The fine page</p>}
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows a localised message and reports the error', async () => {
    allowConsoleError(/render failed/);
    const report = vi.spyOn(errorReporting, 'reportError');
    await renderWithProviders(
      <RouteErrorBoundary resetKey="/broken">
        <Broken />
      </RouteErrorBoundary>,
      { locale: 'es-ES', initialEntry: '/broken', path: '/broken' },
    );
    expect(await screen.findByRole('heading', { name: 'Algo ha salido mal' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido mostrar esta página.');
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });

  it('shows the next page once the user moves on', async () => {
    allowConsoleError(/render failed/);
    vi.spyOn(errorReporting, 'reportError');
    const { user } = await renderWithProviders(<PageFrame />, {
      initialEntry: '/broken',
      path: '/:page',
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('The fine page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
