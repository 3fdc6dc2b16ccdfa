import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { renderWithProviders } from '../../../testing/render.tsx';
import { resetLoadedScripts } from '../../../lib/third-party/load-script.ts';
import { AddressFields } from './address-fields.tsx';

function Harness() {
  const { t } = useTranslation();
  return <AddressFields t={t} legend="Address" value={{}} onChange={() => {}} />;
}

function serveConfig(mapsApiKey: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            idleThresholdMs: 900000,
            idleCountdownMs: 60000,
            ssoProviders: [],
            authDomain: null,
            devOutbox: false,
            mapsApiKey,
            captchaSiteKey: null,
          }),
        ),
    ),
  );
}

const mapsScripts = () =>
  [...document.head.querySelectorAll('script')].filter((s) =>
    s.src.startsWith('https://maps.googleapis.com/'),
  );

afterEach(() => {
  for (const s of mapsScripts()) s.remove();
  resetLoadedScripts();
  vi.unstubAllGlobals();
});

describe('address fields and the optional maps key', () => {
  it('loads no maps script without a key', async () => {
    serveConfig(null);
    const { queryClient } = await renderWithProviders(<Harness />);
    await waitFor(() => expect(queryClient.getQueryData(['public-config'])).toBeDefined());
    expect(screen.getByRole('textbox', { name: 'address.formattedAddress' })).toBeVisible();
    expect(mapsScripts()).toHaveLength(0);
  });

  it('loads the maps script with the places library when a key is configured', async () => {
    serveConfig('browser-key');
    await renderWithProviders(<Harness />);
    await waitFor(() => expect(mapsScripts()).toHaveLength(1));
    const src = new URL(mapsScripts()[0]!.src);
    expect(src.searchParams.get('libraries')).toBe('places');
    expect(src.searchParams.get('key')).toBe('browser-key');
  });
});
