import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Env } from '../config/env.ts';
import type { BatchedCounters } from '../lib/batched-counters.ts';
import { AppError } from '../lib/errors.ts';

/** Checks an access token's signature and expiry (the cached check app.ts wires in). */
export type SignatureCheck = (
  token: string,
) => Promise<{ payload: { sid: string } } | { problem: string }>;

const WINDOW_MS = 60_000;

/** The bearer token of a request, if it sends one. */
function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * What an API request's limit counts by (issue 22, ADR 038): the signed-in session when the
 * request carries a valid access token, so that a school's pupils behind one public address each
 * have their own allowance; otherwise the client address. Only a verified token names a session:
 * an attacker cannot spread requests over made-up keys.
 */
export function requestLimitKey(check: SignatureCheck) {
  return async (request: FastifyRequest): Promise<string> => {
    const token = bearerOf(request);
    if (token) {
      const verified = await check(token);
      if ('payload' in verified) return `session:${verified.payload.sid}`;
    }
    return `address:${request.ip}`;
  };
}

/**
 * What the refresh route's limit counts by: the refresh cookie (hashed), so that the pupils of a
 * school, whose tokens expire together, each refresh theirs; no cookie: the address. A made-up
 * cookie only buys an answer 'not signed in' and counts against the address ceiling.
 */
export function refreshLimitKey(cookieName: string) {
  const pattern = new RegExp(`(?:^|;\\s*)${cookieName}=([^;]+)`);
  return (request: FastifyRequest): string => {
    const value = pattern.exec(request.headers.cookie ?? '')?.[1];
    if (!value) return `address:${request.ip}`;
    return `refresh:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
  };
}

/**
 * The rate-limit plugin's store over the shared counters: each route's limits under a prefix of
 * their own (its method and address), the global limit under 'global|'.
 */
function sharedStore(counters: BatchedCounters): FastifyRateLimitStoreCtor {
  type Done = Parameters<FastifyRateLimitStore['incr']>[1];
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'global|',
    ) {}
    incr(key: string, done: Done, windowMs: number): void {
      done(null, counters.incr(`${this.prefix}${key}`, windowMs));
    }
    read(key: string, done: Done, windowMs: number): void {
      done(null, counters.read(`${this.prefix}${key}`, windowMs));
    }
    child(route: object): FastifyRateLimitStore {
      const info = (route as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedStore(undefined, `${String(info?.method)}${String(info?.url)}|`);
    }
  }
  return SharedStore;
}

/**
 * The API's request limits: RATE_LIMIT_PER_MINUTE per signed-in session,
 * RATE_LIMIT_PER_ADDRESS_PER_MINUTE per address for requests without a session and as a flood
 * ceiling for all. Routes set their own (sign-in attempts per address, code checks...). Static
 * files of the SPA are not limited. Every count is in `counters`, shared by the processes.
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  env: Env,
  check: SignatureCheck,
  counters: BatchedCounters,
): Promise<void> {
  counters.start();
  // Before the databases close: the last counts are added.
  app.addHook('preClose', () => counters.stop());
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const { current, ttl } = counters.incr(`ceiling|${request.ip}`, WINDOW_MS);
    if (current <= env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', String(retryAfterSeconds));
    throw new AppError(
      'rate_limited',
      `Too many requests from this address. Try again in ${retryAfterSeconds} s.`,
    );
  });

  await app.register(rateLimit, {
    global: true,
    store: sharedStore(counters),
    timeWindow: WINDOW_MS,
    keyGenerator: requestLimitKey(check),
    max: (_request, key) =>
      key.startsWith('session:')
        ? env.RATE_LIMIT_PER_MINUTE
        : env.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
}
