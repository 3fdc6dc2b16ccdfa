import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { signInAs } from '../../testing/sessions.ts';
import { BugReportButton } from './bug-report-button.tsx';

async function openForm(locale: 'en-US' | 'es-CO' = 'en-US') {
  const rendered = await renderWithProviders(<BugReportButton />, { locale });
  return rendered;
}

describe('Report an Issue', () => {
  it('opens the bug report form with the spec texts', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Report an Issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bug report' });
    expect(dialog).toHaveTextContent(
      "This form is only for reporting software bugs. For general support questions, please contact your district's support lead first.",
    );
    expect(screen.getByLabelText('Name (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit Issue Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('requires a message and a valid email when one is given', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: { accepted: true } }));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Report an Issue' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Submit Issue Report' }));
    const message = screen.getByLabelText(/^Message/);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(/Please describe the problem\./);
    expect(message).toHaveFocus();
    await user.type(screen.getByLabelText('Email (optional)'), 'ada@');
    await user.type(message, 'It broke');
    await user.click(screen.getByRole('button', { name: 'Submit Issue Report' }));
    expect(screen.getByLabelText('Email (optional)')).toHaveAccessibleDescription(
      'Error: invalid email',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the report with the access token, closes and shows a success toast', async () => {
    signInAs({});
    const fetchMock = mockFetch(() => ({ status: 201, body: { accepted: true } }));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Report an Issue' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Name (optional)'), ' Ada ');
    await user.type(screen.getByLabelText(/^Message/), 'The next button does nothing.');
    await user.click(screen.getByRole('button', { name: 'Submit Issue Report' }));
    expect(await screen.findByText('Thank you! Your issue report was sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/bug-reports');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Ada',
      message: 'The next button does nothing.',
      pageUrl: '/',
    });
    expect(new Headers(init!.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('closes with Cancel and with Escape, and speaks Latin American Spanish', async () => {
    const { user } = await openForm('es-CO');
    await user.click(screen.getByRole('button', { name: 'Reportar un problema' }));
    await screen.findByRole('dialog', { name: 'Reporte de error' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Reportar un problema' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains a rate limit', async () => {
    mockFetch(() => ({
      status: 429,
      body: { error: { code: 'rate_limited', message: 'Too many requests.' } },
    }));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Report an Issue' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(screen.getByLabelText(/^Message/), 'Again');
    await user.click(screen.getByRole('button', { name: 'Submit Issue Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many reports');
  });
});
