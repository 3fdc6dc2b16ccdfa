import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { default as ProviderClass, Configuration, JWK } from 'oidc-provider';
import { findUserById, type User } from '@roar/db';
import type { SsoProvider } from '@roar/contracts';
import { AppError } from '../../lib/errors.ts';
import { isLoopbackClient } from '../../lib/loopback.ts';
import { verifyPasswordSignIn } from '../auth/sign-in.ts';
import { DEV_IDP_PATH, callbackUrl, devIssuer, type SsoProviderSettings } from './providers.ts';

/**
 * The built-in development identity provider (docs/decisions/008-single-sign-on.md): oidc-provider
 * with its development interaction pages, mounted at /dev-idp, one client per provider the env does
 * not configure. Its accounts are our accounts: the login form takes a username or email and the
 * account's password. Never registered in production, and it answers only a browser on this
 * computer (lib/loopback.ts), like the developer outbox.
 */

/** Submissions of the interaction form (login or consent) arrive here. */
const INTERACTION_SUBMIT = /^\/interaction\/([A-Za-z0-9_-]+)$/;
const BODY_LIMIT_BYTES = 16_384;

/** Claims of one of our accounts as the stand-in provider asserts them. */
export function devClaims(user: User): Record<string, unknown> {
  const name = user.displayName ?? [user.nameFirst, user.nameLast].filter(Boolean).join(' ');
  // Adults' emails are taken as verified (as Google does); students sign in by roster link.
  const email = user.email && user.userType !== 'student' ? user.email : undefined;
  return {
    sub: user.id,
    ...(email ? { email, email_verified: true } : {}),
    ...(name ? { name } : {}),
    preferred_username: user.username ?? user.email ?? user.id,
  };
}

async function createProvider(
  app: FastifyInstance,
  clients: SsoProviderSettings[],
): Promise<ProviderClass> {
  // Loaded only when a development sign-in happens: production never imports it.
  const { default: Provider } = await import('oidc-provider');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp', alg: 'RS256', use: 'sig' };
  const db = app.databases.admin.db;
  const configuration: Configuration = {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [callbackUrl(app.env, c.provider as SsoProvider)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [jwk as JWK] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'preferred_username'],
    },
    async findAccount(_ctx, id) {
      const user = await findUserById(db, id);
      if (!user || user.archivedAt) return undefined;
      return { accountId: user.id, claims: async () => ({ ...devClaims(user), sub: user.id }) };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
  };
  const provider = new Provider(devIssuer(app.env), configuration);
  provider.proxy = app.env.TRUST_PROXY_HOPS > 0;
  return provider;
}

async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new Error('form too large');
    chunks.push(chunk);
  }
  const parsed = parseQuery(Buffer.concat(chunks).toString('utf8'));
  return Object.fromEntries(
    Object.entries(parsed).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? '') : (v ?? '')]),
  );
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:sans-serif;max-width:30rem;margin:3rem auto}</style></head>` +
      `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  );
}

/** Headers of the provider's own pages: its inline styles, its forms, nothing else. */
function setPageHeaders(res: ServerResponse): void {
  res.setHeader(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; " +
      "frame-ancestors 'none'; base-uri 'none'",
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
}

/**
 * Mounts the development provider at /dev-idp. Requests are handed to oidc-provider untouched
 * (hijacked reply, raw request and response; no body parsing, no helmet, no error handler), except
 * the login form, which checks the password against our credentials first.
 */
export async function registerDevIdp(
  app: FastifyInstance,
  clients: SsoProviderSettings[],
): Promise<void> {
  if (app.env.isProduction)
    throw new Error('the development identity provider is not for production');
  let ready: Promise<{ provider: ProviderClass; handle: ReturnType<ProviderClass['callback']> }>;
  const load = () =>
    (ready ??= createProvider(app, clients).then((provider) => ({
      provider,
      handle: provider.callback(),
    })));

  async function handleLogin(
    provider: ProviderClass,
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<boolean> {
    const details = await provider.interactionDetails(req, res).catch(() => undefined);
    if (details?.prompt.name !== 'login') return false;
    const form = await readForm(req);
    try {
      const user = await verifyPasswordSignIn(app.databases.admin.db, app.signInThrottle, {
        identifier: form.login ?? '',
        password: form.password ?? '',
        address: req.socket.remoteAddress ?? '',
        device: null,
        pendingKey: app.jobs.sealKey,
      });
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: user.id } },
        { mergeWithLastSubmission: false },
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      sendPage(
        res,
        err.statusCode,
        'Sign-in failed',
        `<p role="alert">${escapeHtml(err.message)}</p>` +
          `<p><a href="${DEV_IDP_PATH}/interaction/${escapeHtml(uid)}">Try again</a></p>`,
      );
    }
    return true;
  }

  async function mount(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!isLoopbackClient(request)) return reply.callNotFound();
    const { provider, handle } = await load();
    reply.hijack();
    const req = request.raw as IncomingMessage & { originalUrl?: string };
    const res = reply.raw;
    setPageHeaders(res);
    // Mounted like an express sub-app: the provider sees its own paths, originalUrl keeps ours.
    const original = req.url ?? DEV_IDP_PATH;
    const rest = original.slice(DEV_IDP_PATH.length);
    req.originalUrl = original;
    req.url = rest.startsWith('/') ? rest : `/${rest}`;
    try {
      const submit = req.method === 'POST' ? INTERACTION_SUBMIT.exec(req.url) : null;
      if (submit && (await handleLogin(provider, req, res, submit[1]!))) return;
      await handle(req, res);
    } catch (err) {
      request.log.error({ err }, 'development identity provider failed');
      if (!res.headersSent) sendPage(res, 500, 'Something went wrong', '<p>Try again.</p>');
      else res.end();
    }
  }

  await app.register(async (scope) => {
    // The provider reads its own request bodies.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    for (const url of [DEV_IDP_PATH, `${DEV_IDP_PATH}/*`]) {
      scope.route({
        method: ['GET', 'POST'],
        url,
        helmet: false,
        schema: { hide: true },
        handler: mount,
      });
    }
  });
}
