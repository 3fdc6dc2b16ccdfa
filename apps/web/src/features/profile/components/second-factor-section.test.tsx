import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SecondFactorStatus } from '@roar/contracts';
import { useFeatureTranslation } from '../../../i18n/feature-messages.ts';
import { screenMessages } from '../../../i18n/screens/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { mockFetch, type MockReply } from '../../../testing/fetch-mock.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { asAdmin } from '../../../testing/sessions.ts';
import { SecondFactorSection } from './second-factor-section.tsx';

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/ROAR:grace?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=ROAR',
};
const CODES = ['ABCDE-FGHJK', 'KMNPQ-RSTVW'];
const OFF: SecondFactorStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
const recentSignIn = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'recent_sign_in_required' } },
};

/** The password tab waits for the screens texts before it draws the section; so does this. */
function Ready({ children }: { children: ReactNode }) {
  const { ready } = useFeatureTranslation(screenMessages);
  return ready ? children : null;
}

type Handler = (url: string, init: RequestInit) => MockReply | undefined;

/** Status answers `status()` (read again after each change); `handler` answers the changes. */
function serve(status: () => SecondFactorStatus, handler: Handler = () => undefined) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/second-factor/status') return { body: status() };
    return (
      handler(url, init) ?? { status: 404, body: { error: { code: 'not_found', message: 'x' } } }
    );
  });
}

async function renderSection() {
  asAdmin();
  const view = await renderWithProviders(
    <Ready>
      <SecondFactorSection />
    </Ready>,
    { initialEntry: '/profile/password', path: '/profile/password' },
  );
  await screen.findByRole('heading', { level: 2, name: 'Two-step sign-in' });
  return view;
}

describe('SecondFactorSection', () => {
  it('turns two-step sign-in on: setup, first code, recovery codes', async () => {
    let status = OFF;
    const fetchMock = serve(
      () => status,
      (url) => {
        if (url === '/api/auth/second-factor/setup') return { body: SETUP };
        if (url === '/api/auth/second-factor/confirm') {
          status = { enabled: true, required: false, recoveryCodesLeft: CODES.length };
          return { body: { recoveryCodes: CODES } };
        }
        return undefined;
      },
    );
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderSection();
    expect(await screen.findByText(/Protect your account with a second step/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Step 1: Scan the QR code' }),
    ).toBeVisible();
    expect(screen.getByTestId('authenticator-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Save your recovery codes' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toHaveTextContent(CODES.join(''));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'success', summary: 'Two-step sign-in is now on.' }),
    );
    const done = screen.getByRole('button', { name: 'Continue' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(done);

    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.getByText('You have 2 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    const confirm = fetchMock.mock.calls.find(
      ([url]) => url === '/api/auth/second-factor/confirm',
    )!;
    expect(confirm[1]!.method).toBe('POST');
    expect(JSON.parse(String(confirm[1]!.body))).toEqual({ code: '123456' });
  });

  it('says a wrong first code on the field', async () => {
    serve(
      () => OFF,
      (url) => {
        if (url === '/api/auth/second-factor/setup') return { body: SETUP };
        if (url === '/api/auth/second-factor/confirm') {
          return {
            status: 400,
            body: {
              error: {
                code: 'second_factor_wrong_code',
                message: 'x',
                fields: { code: 'wrongCode' },
              },
            },
          };
        }
        return undefined;
      },
    );
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('That code is not right.')),
    );
    expect(field).toHaveFocus();
  });

  it('asks for a fresh sign-in before the setup when the server wants one', async () => {
    serve(
      () => OFF,
      (url) => (url === '/api/auth/second-factor/setup' ? recentSignIn : undefined),
    );
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-step sign-in' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Please sign in again');
    expect(within(notice).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers no Turn off when the account must keep it, and shows new recovery codes', async () => {
    serve(
      () => ({ enabled: true, required: true, recoveryCodesLeft: 1 }),
      (url) =>
        url === '/api/auth/second-factor/recovery-codes'
          ? { body: { recoveryCodes: CODES } }
          : undefined,
    );
    const { user } = await renderSection();
    expect(await screen.findByText('Two-step sign-in is on.')).toBeInTheDocument();
    expect(screen.getByText('You have 1 recovery code left.')).toBeInTheDocument();
    expect(screen.getByText('Required for your account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      CODES.join(''),
    );
  });

  it('sets up a new phone in place of the old one, with new recovery codes', async () => {
    serve(
      () => ({ enabled: true, required: true, recoveryCodesLeft: 3 }),
      (url) => {
        if (url === '/api/auth/second-factor/setup') return { body: SETUP };
        if (url === '/api/auth/second-factor/confirm') return { body: { recoveryCodes: CODES } };
        return undefined;
      },
    );
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Set up a new phone' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Use this phone' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent(
      CODES.join(''),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        severity: 'success',
        summary: 'Your new phone is set up. Codes from the old one no longer work.',
      }),
    );
  });

  it('turns it off after asking', async () => {
    let status: SecondFactorStatus = { enabled: true, required: false, recoveryCodesLeft: 8 };
    const fetchMock = serve(
      () => status,
      (url) => {
        if (url !== '/api/auth/second-factor/disable') return undefined;
        status = OFF;
        return { status: 204 };
      },
    );
    const show = vi.spyOn(toast, 'show').mockReturnValue('toast');
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/disable'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Turn off two-step sign-in',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ severity: 'success', summary: 'Two-step sign-in is now off.' }),
    );
  });

  it('speaks Spanish', async () => {
    serve(() => ({ enabled: true, required: true, recoveryCodesLeft: 1 }));
    asAdmin();
    await renderWithProviders(
      <Ready>
        <SecondFactorSection />
      </Ready>,
      { locale: 'es-ES' },
    );
    expect(
      await screen.findByRole('heading', { name: 'Verificación en dos pasos' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Te queda 1 código de recuperación.')).toBeInTheDocument();
    expect(screen.getByText('Es obligatoria para tu cuenta.')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Obtener códigos de recuperación nuevos' }),
    ).toBeInTheDocument();
  });
});
