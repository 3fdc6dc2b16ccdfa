import * as client from 'openid-client';
import type { SsoProvider } from '@roar/contracts';
import type { SsoProviderSettings } from './providers.ts';

/** Claims the sign-in reads, merged from the id_token and userinfo. */
export interface ProviderClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

/** What `start` needs to remember until `callback`. */
export interface AuthorizationRequest {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
}

/** Refused by the provider or by our checks of its answer; `code` goes into /sso?error=. */
export class SsoFlowError extends Error {
  constructor(
    readonly code: 'access_denied' | 'state_mismatch' | 'provider_unavailable' | 'sign_in_failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SsoFlowError';
  }
}

/**
 * The relying-party half of every provider (openid-client): discovery once per provider (kept
 * after it succeeds), authorization URLs with PKCE S256 + state + nonce, and the code exchange.
 * Plain-http issuers are accepted only outside production (the built-in provider, tests).
 */
export class OidcClients {
  private readonly configs = new Map<SsoProvider, Promise<client.Configuration>>();

  constructor(
    private readonly providers: ReadonlyMap<SsoProvider, SsoProviderSettings>,
    private readonly allowHttp: boolean,
  ) {}

  settings(provider: SsoProvider): SsoProviderSettings | undefined {
    return this.providers.get(provider);
  }

  private configuration(provider: SsoProvider): Promise<client.Configuration> {
    let pending = this.configs.get(provider);
    if (!pending) {
      pending = this.discover(provider);
      this.configs.set(provider, pending);
      // A provider that was down at the first try is asked again next time.
      pending.catch(() => this.configs.delete(provider));
    }
    return pending;
  }

  private async discover(provider: SsoProvider): Promise<client.Configuration> {
    const s = this.providers.get(provider);
    if (!s) throw new SsoFlowError('provider_unavailable', `${provider} is not configured`);
    const insecure = (url: string | undefined) => this.allowHttp && url?.startsWith('http:');
    try {
      if (s.endpoints) {
        const e = s.endpoints;
        const config = new client.Configuration(
          {
            issuer: s.issuer ?? new URL(e.authorization).origin,
            authorization_endpoint: e.authorization,
            token_endpoint: e.token,
            ...(e.userinfo ? { userinfo_endpoint: e.userinfo } : {}),
            ...(e.jwks ? { jwks_uri: e.jwks } : {}),
          },
          s.clientId,
          s.clientSecret,
        );
        if ([e.authorization, e.token, e.userinfo, e.jwks].some(insecure)) {
          client.allowInsecureRequests(config);
        }
        // With the provider's keys, the id_token's signature is checked too (ASVS 6.8.2).
        if (e.jwks) client.enableNonRepudiationChecks(config);
        return config;
      }
      const issuer = new URL(s.issuer!);
      return await client.discovery(issuer, s.clientId, s.clientSecret, undefined, {
        // The id_token's signature is checked against the provider's published keys (ASVS 6.8.2),
        // not only its issuer, audience, expiry and nonce.
        execute: [
          ...(insecure(s.issuer) ? [client.allowInsecureRequests] : []),
          client.enableNonRepudiationChecks,
        ],
        timeout: 10,
      });
    } catch (cause) {
      throw new SsoFlowError('provider_unavailable', `${provider}: discovery failed`, { cause });
    }
  }

  /** A fresh authorization request (PKCE S256, state, nonce) to send the browser to. */
  async authorizationRequest(
    provider: SsoProvider,
    redirectUri: string,
  ): Promise<AuthorizationRequest> {
    const config = await this.configuration(provider);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: this.providers.get(provider)!.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, verifier, state, nonce };
  }

  /**
   * Exchanges the code of `currentUrl` (the callback address as the provider called it) and reads
   * the account's claims: the id_token's, completed by userinfo (some providers, including the
   * built-in one, put email and name only there).
   */
  async completeSignIn(
    provider: SsoProvider,
    currentUrl: URL,
    checks: { verifier: string; state: string; nonce: string },
  ): Promise<ProviderClaims> {
    const config = await this.configuration(provider);
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (cause) {
      if (cause instanceof client.AuthorizationResponseError && cause.error === 'access_denied') {
        throw new SsoFlowError('access_denied', 'the provider denied the sign-in', { cause });
      }
      throw new SsoFlowError('sign_in_failed', `${provider}: code exchange failed`, { cause });
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new SsoFlowError('sign_in_failed', `${provider}: no id_token`);
    let userinfo: Record<string, unknown> = {};
    if (config.serverMetadata().userinfo_endpoint) {
      try {
        userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      } catch (cause) {
        throw new SsoFlowError('sign_in_failed', `${provider}: userinfo failed`, { cause });
      }
    }
    const merged: Record<string, unknown> = { ...userinfo, ...idClaims };
    const email = typeof merged.email === 'string' ? merged.email : undefined;
    // Some providers send the flag as a string.
    const verified = merged.email_verified === true || merged.email_verified === 'true';
    return {
      sub: idClaims.sub,
      ...(email ? { email } : {}),
      emailVerified: Boolean(email) && verified,
      ...(typeof merged.name === 'string' ? { name: merged.name } : {}),
    };
  }
}
