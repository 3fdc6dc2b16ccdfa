import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadScript, resetLoadedScripts } from './load-script.ts';
import { loadMapsPlaces, toPlaceAddress } from './maps-places.ts';
import { attestationToken, configureAttestation } from '../attestation.ts';
import { apiRequest } from '../api-client.ts';

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

afterEach(() => {
  for (const s of scripts()) s.remove();
  resetLoadedScripts();
  configureAttestation(null);
  vi.unstubAllGlobals();
});

describe('optional third-party scripts', () => {
  it('loads the maps script once, with the places library and a callback', async () => {
    const first = loadMapsPlaces('key-1');
    const second = loadMapsPlaces('key-1');
    expect(scripts()).toHaveLength(1);
    const src = new URL(scripts()[0]!.src);
    expect(src.origin).toBe('https://maps.googleapis.com');
    expect(src.searchParams.get('libraries')).toBe('places');
    expect(src.searchParams.get('key')).toBe('key-1');
    const callback = src.searchParams.get('callback')!;
    (window as unknown as Record<string, () => void>)[callback]!();
    await expect(Promise.all([first, second])).resolves.toBeDefined();
  });

  it('rejects and forgets a script that fails to load', async () => {
    const loading = loadScript('https://example.test/x.js');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Could not load https://example.test');
    expect(scripts()).toHaveLength(0);
  });

  it('turns a place into our address fields', () => {
    expect(
      toPlaceAddress({
        formatted_address: '1 Main St, Springfield, IL 62701, USA',
        address_components: [
          { long_name: '1', short_name: '1', types: ['street_number'] },
          { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
          { long_name: 'Springfield', short_name: 'Springfield', types: ['locality'] },
          { long_name: 'Illinois', short_name: 'IL', types: ['administrative_area_level_1'] },
          { long_name: '62701', short_name: '62701', types: ['postal_code'] },
          { long_name: 'United States', short_name: 'US', types: ['country'] },
        ],
      }),
    ).toEqual({
      formattedAddress: '1 Main St, Springfield, IL 62701, USA',
      street: '1 Main Street',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
    });
    expect(toPlaceAddress({})).toBeNull();
  });

  it('adds no script and no header without a captcha key', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/auth/sign-in', { method: 'POST', body: {}, attest: 'sign_in' });
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers;
    expect(headers).not.toHaveProperty('X-Attestation-Token');
    expect(scripts()).toHaveLength(0);
    expect(await attestationToken('sign_in')).toBeUndefined();
  });

  it('with a site key: loads the captcha script and sends a fresh token as a header', async () => {
    const execute = vi.fn(async (_key: string, o: { action: string }) => `token-${o.action}`);
    vi.stubGlobal('grecaptcha', { ready: (f: () => void) => f(), execute });
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    configureAttestation('site-key');
    const call = apiRequest('/auth/sign-in', { method: 'POST', body: {}, attest: 'sign_in' });
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]!.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    scripts()[0]!.dispatchEvent(new Event('load'));
    await call;
    const headers = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers;
    expect(headers).toMatchObject({ 'X-Attestation-Token': 'token-sign_in' });
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'sign_in' });
  });
});
