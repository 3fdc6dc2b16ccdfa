import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { resolveSsoProviders } from '../modules/sso/providers.ts';

const base = { NODE_ENV: 'test', DATA_DIR: 'memory://' };

describe('single sign-on env', () => {
  it('configures nothing by default; the built-in provider stands in outside production', () => {
    const env = parseEnv(base);
    expect(env.sso).toEqual({ google: null, clever: null, classlink: null, nycps: null });
    const providers = resolveSsoProviders(env);
    expect([...providers.keys()]).toEqual(['google', 'clever', 'classlink', 'nycps']);
    expect(providers.get('clever')).toMatchObject({
      source: 'dev',
      clientId: 'roar-clever',
      issuer: 'http://localhost:3000/dev-idp',
      scopes: 'openid email profile',
    });
  });

  it('enables a provider by discovery or by explicit endpoints', () => {
    const env = parseEnv({
      ...base,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      CLEVER_AUTHORIZATION_ENDPOINT: 'https://clever.com/oauth/authorize',
      CLEVER_TOKEN_ENDPOINT: 'https://clever.com/oauth/tokens',
      CLEVER_USERINFO_ENDPOINT: 'https://api.clever.com/userinfo',
      CLEVER_JWKS_URI: 'https://clever.com/oauth/certs',
      CLEVER_CLIENT_ID: 'c-id',
      CLEVER_CLIENT_SECRET: 'c-secret',
      CLEVER_SCOPES: 'openid email',
    });
    expect(env.sso.google).toEqual({
      clientId: 'g-id',
      clientSecret: 'g-secret',
      scopes: 'openid email profile',
      issuer: 'https://accounts.google.com',
    });
    expect(env.sso.clever).toEqual({
      clientId: 'c-id',
      clientSecret: 'c-secret',
      scopes: 'openid email',
      endpoints: {
        authorization: 'https://clever.com/oauth/authorize',
        token: 'https://clever.com/oauth/tokens',
        userinfo: 'https://api.clever.com/userinfo',
        jwks: 'https://clever.com/oauth/certs',
      },
    });
    expect(resolveSsoProviders(env).get('google')?.source).toBe('env');
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() => parseEnv({ ...base, NYCPS_CLIENT_ID: 'n-id' })).toThrow(
      /NYCPS_CLIENT_SECRET: required[\s\S]*NYCPS_ISSUER: required/,
    );
    expect(() =>
      parseEnv({
        ...base,
        CLASSLINK_AUTHORIZATION_ENDPOINT: 'https://launchpad.classlink.com/oauth2/v2/auth',
        CLASSLINK_CLIENT_ID: 'id',
        CLASSLINK_CLIENT_SECRET: 'secret',
      }),
    ).toThrow(/CLASSLINK_TOKEN_ENDPOINT: required/);
    expect(() => parseEnv({ ...base, GOOGLE_ISSUER: 'not a url' })).toThrow(/GOOGLE_ISSUER/);
  });

  it('offers only configured providers in production, over https only', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      AUTH_PRIVATE_JWK: '{}',
      SMTP_URL: 'smtp://mail.example:587',
    };
    const env = parseEnv({
      ...production,
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
    });
    expect([...resolveSsoProviders(env).keys()]).toEqual(['google']);
    expect(() =>
      parseEnv({
        ...production,
        GOOGLE_ISSUER: 'http://idp.example',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
      }),
    ).toThrow(/GOOGLE_ISSUER: must be https in production/);
  });
});
