import { randomBytes } from 'node:crypto';
import { SSO_PROVIDERS, type SsoProvider } from '@roar/contracts';
import type { Env } from '../../config/env.ts';

/** Where the built-in development identity provider is mounted (never in production). */
export const DEV_IDP_PATH = '/dev-idp';

/** How the server reaches one provider. */
export interface SsoProviderSettings {
  provider: SsoProvider;
  /** 'env': configured by env; 'dev': the built-in development provider stands in. */
  source: 'env' | 'dev';
  clientId: string;
  clientSecret: string;
  scopes: string;
  issuer?: string;
  endpoints?: { authorization: string; token: string; userinfo?: string; jwks?: string };
}

/** PUBLIC_URL without a trailing slash. */
export function publicOrigin(env: Env): string {
  return env.PUBLIC_URL.replace(/\/+$/, '');
}

/** The address a provider sends the browser back to (registered at the provider). */
export function callbackUrl(env: Env, provider: SsoProvider): string {
  return `${publicOrigin(env)}/api/auth/providers/${provider}/callback`;
}

export function devIssuer(env: Env): string {
  return `${publicOrigin(env)}${DEV_IDP_PATH}`;
}

/**
 * The providers whose sign-in works: those configured by env, and, outside production, every other
 * one through the built-in development provider (one client per provider, one secret per process).
 */
export function resolveSsoProviders(env: Env): Map<SsoProvider, SsoProviderSettings> {
  const resolved = new Map<SsoProvider, SsoProviderSettings>();
  const devSecret = randomBytes(24).toString('base64url');
  for (const provider of SSO_PROVIDERS) {
    const configured = env.sso[provider];
    if (configured) {
      resolved.set(provider, { provider, source: 'env', ...configured });
    } else if (!env.isProduction) {
      resolved.set(provider, {
        provider,
        source: 'dev',
        clientId: `roar-${provider}`,
        clientSecret: devSecret,
        scopes: 'openid email profile',
        issuer: devIssuer(env),
      });
    }
  }
  return resolved;
}
