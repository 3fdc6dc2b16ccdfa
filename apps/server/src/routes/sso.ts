import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SSO_PROVIDERS, type SsoProvider } from '@roar/contracts';
import { auditSignInFailed } from '../modules/auth/auth-audit.ts';
import { OidcClients, SsoFlowError } from '../modules/sso/oidc-client.ts';
import {
  SsoAccountError,
  auditIdentityLinked,
  linkingUserId,
  resolveAccount,
} from '../modules/sso/identity-service.ts';
import {
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  openFlowState,
  sealFlowState,
} from '../modules/sso/flow-state.ts';
import { callbackUrl, publicOrigin, type SsoProviderSettings } from '../modules/sso/providers.ts';
import { sameSitePath } from '../lib/same-site-path.ts';
import { finishFirstFactor } from './first-factor.ts';
import { REFRESH_COOKIE } from './session-cookies.ts';

export interface SsoRoutesOptions {
  providers: ReadonlyMap<SsoProvider, SsoProviderSettings>;
}

/** Codes the /sso page explains (apps/web features/auth/sso). */
type SsoErrorCode = SsoFlowError['code'] | SsoAccountError['code'] | 'recent_sign_in_required';

const isProvider = (value: string): value is SsoProvider =>
  (SSO_PROVIDERS as readonly string[]).includes(value);

/** /sso with an outcome; only ever a same-site address. */
function landing(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `/sso?${query}`;
}

const StartQuerySchema = z.object({
  redirect_to: z.string().max(4096).optional(),
  link: z.enum(['1', 'true']).optional(),
});
const CallbackQuerySchema = z.looseObject({
  state: z.string().max(1024).optional(),
  error: z.string().max(256).optional(),
});

/**
 * Provider sign-in (docs/decisions/008-single-sign-on.md):
 * `GET /providers/:provider/start` sends the browser to the provider (authorization code + PKCE
 * S256 + state + nonce, kept in a signed, short-lived, path-scoped cookie);
 * `GET /providers/:provider/callback` checks and exchanges what comes back, finds or links the
 * account, starts a session and sends the browser to /sso, which exchanges the refresh cookie.
 */
const ProviderParamsSchema = z.object({ provider: z.string().max(32) });

export async function ssoRoutes(app: FastifyInstance, options: SsoRoutesOptions): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const clients = new OidcClients(options.providers, !app.env.isProduction);
  const secure = app.env.PUBLIC_URL.startsWith('https:');
  const rateLimit = { max: app.env.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const flowCookieOptions = (provider: SsoProvider) => ({
    httpOnly: true,
    secure,
    // Lax: the cookie must come along on the provider's top-level redirect back to us.
    sameSite: 'lax' as const,
    path: `/api/auth/providers/${provider}`,
  });

  const failed = (reply: FastifyReply, provider: string, error: SsoErrorCode): FastifyReply =>
    reply
      .header('cache-control', 'no-store')
      .redirect(landing({ error, provider: isProvider(provider) ? provider : undefined }), 302);

  r.get(
    '/providers/:provider/start',
    {
      schema: {
        params: ProviderParamsSchema,
        querystring: StartQuerySchema,
        hide: true,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider) || !clients.settings(provider)) {
        return failed(reply, provider, 'provider_unavailable');
      }
      let linkUserId: string | undefined;
      if (request.query.link) {
        // The refresh cookie's live session, signed in recently. The cookie is SameSite=Strict,
        // so a link can only start from our own pages.
        const token = request.cookies[REFRESH_COOKIE];
        linkUserId = token ? await linkingUserId(db, token) : undefined;
        if (!linkUserId) return failed(reply, provider, 'recent_sign_in_required');
      }
      let authorization;
      try {
        authorization = await clients.authorizationRequest(
          provider,
          callbackUrl(app.env, provider),
        );
      } catch (err) {
        request.log.warn({ err, provider }, 'provider sign-in could not start');
        return failed(reply, provider, 'provider_unavailable');
      }
      const redirectTo = sameSitePath(request.query.redirect_to);
      const sealed = await sealFlowState(app.tokenSettings, {
        provider,
        verifier: authorization.verifier,
        state: authorization.state,
        nonce: authorization.nonce,
        ...(redirectTo ? { redirectTo } : {}),
        ...(linkUserId ? { linkUserId } : {}),
      });
      reply.setCookie(FLOW_COOKIE, sealed, {
        ...flowCookieOptions(provider),
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.header('cache-control', 'no-store').redirect(authorization.url.href, 302);
    },
  );

  r.get(
    '/providers/:provider/callback',
    {
      schema: {
        params: ProviderParamsSchema,
        querystring: CallbackQuerySchema,
        hide: true,
      },
      config: { rateLimit },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isProvider(provider) || !clients.settings(provider)) {
        return failed(reply, provider, 'provider_unavailable');
      }
      // One use only, whatever happens next.
      reply.clearCookie(FLOW_COOKIE, flowCookieOptions(provider));
      const audit = (reason: string) =>
        auditSignInFailed(db, { method: provider, reason, ip: request.ip });

      if (request.query.error) {
        const code = request.query.error === 'access_denied' ? 'access_denied' : 'sign_in_failed';
        await audit(code);
        return failed(reply, provider, code);
      }
      const flow = await openFlowState(app.tokenSettings, request.cookies[FLOW_COOKIE]);
      if (!flow || flow.provider !== provider || request.query.state !== flow.state) {
        await audit('state_mismatch');
        return failed(reply, provider, 'state_mismatch');
      }

      try {
        const currentUrl = new URL(request.url, `${publicOrigin(app.env)}/`);
        const claims = await clients.completeSignIn(provider, currentUrl, flow);
        const { user, linkedBy } = await resolveAccount(db, {
          provider,
          claims,
          linkUserId: flow.linkUserId,
        });
        if (linkedBy) await auditIdentityLinked(db, { user, provider, linkedBy, ip: request.ip });
        // A session (its refresh cookie), or the second step on our page, which goes on to
        // redirect_to (ADR 031).
        const result = await finishFirstFactor(request, reply, { user, authMethod: provider });
        if ('secondFactor' in result) {
          const query = flow.redirectTo
            ? `?${new URLSearchParams({ redirect_to: flow.redirectTo })}`
            : '';
          return reply.redirect(`/auth-second-factor${query}`, 302);
        }
        return reply.redirect(landing({ provider, redirect_to: flow.redirectTo }), 302);
      } catch (err) {
        if (err instanceof SsoFlowError || err instanceof SsoAccountError) {
          request.log.info({ err, provider }, 'provider sign-in refused');
          await audit(err.code);
          return failed(reply, provider, err.code);
        }
        request.log.error({ err, provider }, 'provider sign-in failed');
        return failed(reply, provider, 'sign_in_failed');
      }
    },
  );
}
