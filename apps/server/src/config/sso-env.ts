import { z } from 'zod';
import { SSO_PROVIDERS, type SsoProvider } from '@roar/contracts';

/**
 * Single sign-on settings per provider (docs/decisions/008-single-sign-on.md). For a provider P
 * (GOOGLE, CLEVER, CLASSLINK, NYCPS): P_CLIENT_ID and P_CLIENT_SECRET, plus either P_ISSUER
 * (OIDC discovery) or the explicit P_AUTHORIZATION_ENDPOINT and P_TOKEN_ENDPOINT (with
 * P_USERINFO_ENDPOINT and P_JWKS_URI; P_ISSUER then only names the expected `iss`).
 */
const providerKeys = (p: string) => ({
  [`${p}_ISSUER`]: z.url().optional(),
  [`${p}_AUTHORIZATION_ENDPOINT`]: z.url().optional(),
  [`${p}_TOKEN_ENDPOINT`]: z.url().optional(),
  [`${p}_USERINFO_ENDPOINT`]: z.url().optional(),
  [`${p}_JWKS_URI`]: z.url().optional(),
  [`${p}_CLIENT_ID`]: z.string().min(1).optional(),
  [`${p}_CLIENT_SECRET`]: z.string().min(1).optional(),
  [`${p}_SCOPES`]: z.string().min(1).default('openid email profile'),
});

const prefix = (provider: SsoProvider) => provider.toUpperCase();

/** Every SSO key of every provider. */
export const SsoEnvSchema = z.object(
  Object.assign({}, ...SSO_PROVIDERS.map((p) => providerKeys(prefix(p)))) as Record<
    string,
    z.ZodType<string | undefined>
  >,
);

/** How to reach one provider configured by env. */
export interface SsoProviderEnv {
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Discovery issuer; with explicit endpoints, the expected `iss` only. */
  issuer?: string;
  /** Explicit endpoints (no discovery). */
  endpoints?: {
    authorization: string;
    token: string;
    userinfo?: string;
    jwks?: string;
  };
}

export type SsoEnv = Record<SsoProvider, SsoProviderEnv | null>;

/**
 * Reads the SSO keys of every provider. A provider is configured when any of its keys (other than
 * the scopes) is set; then its settings must be complete, or this lists what is missing.
 */
export function ssoEnvFrom(
  source: Record<string, string | undefined>,
  isProduction: boolean,
): { sso: SsoEnv; problems: string[] } {
  const sso = {} as SsoEnv;
  const parsed = SsoEnvSchema.safeParse(source);
  if (!parsed.success) {
    for (const provider of SSO_PROVIDERS) sso[provider] = null;
    return {
      sso,
      problems: parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`),
    };
  }
  const values = parsed.data;
  const problems: string[] = [];
  for (const provider of SSO_PROVIDERS) {
    const p = prefix(provider);
    const get = (key: string) => values[`${p}_${key}`] as string | undefined;
    const named = ['ISSUER', 'AUTHORIZATION_ENDPOINT', 'TOKEN_ENDPOINT', 'USERINFO_ENDPOINT'];
    const keys = [...named, 'JWKS_URI', 'CLIENT_ID', 'CLIENT_SECRET'];
    if (!keys.some((k) => get(k))) {
      sso[provider] = null;
      continue;
    }
    const missing = ['CLIENT_ID', 'CLIENT_SECRET'].filter((k) => !get(k));
    const explicit = Boolean(get('AUTHORIZATION_ENDPOINT') || get('TOKEN_ENDPOINT'));
    if (explicit) {
      missing.push(...['AUTHORIZATION_ENDPOINT', 'TOKEN_ENDPOINT'].filter((k) => !get(k)));
    } else if (!get('ISSUER')) {
      missing.push('ISSUER');
    }
    for (const key of missing) problems.push(`  ${p}_${key}: required to enable ${provider}`);
    if (isProduction) {
      for (const key of [...named, 'JWKS_URI']) {
        if (get(key)?.startsWith('http:'))
          problems.push(`  ${p}_${key}: must be https in production`);
      }
    }
    if (missing.length > 0) {
      sso[provider] = null;
      continue;
    }
    const issuer = get('ISSUER');
    sso[provider] = {
      clientId: get('CLIENT_ID')!,
      clientSecret: get('CLIENT_SECRET')!,
      scopes: get('SCOPES') ?? 'openid email profile',
      ...(issuer ? { issuer } : {}),
      ...(explicit
        ? {
            endpoints: {
              authorization: get('AUTHORIZATION_ENDPOINT')!,
              token: get('TOKEN_ENDPOINT')!,
              ...(get('USERINFO_ENDPOINT') ? { userinfo: get('USERINFO_ENDPOINT')! } : {}),
              ...(get('JWKS_URI') ? { jwks: get('JWKS_URI')! } : {}),
            },
          }
        : {}),
    };
  }
  return { sso, problems };
}
