import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PublicConfigSchema, type PublicConfig, type SsoProvider } from '@roar/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Providers whose sign-in works on this server (filled in by the SSO module). */
    ssoProviders: SsoProvider[];
  }
}

/** `GET /api/config`: settings the web app reads at start (runtime, not build time). */
export async function configRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/config',
      { schema: { response: { 200: PublicConfigSchema } } },
      async (): Promise<PublicConfig> => ({
        idleThresholdMs: app.env.IDLE_THRESHOLD_MS,
        idleCountdownMs: app.env.IDLE_COUNTDOWN_MS,
        ssoProviders: app.ssoProviders,
        authDomain: app.env.AUTH_DOMAIN ?? null,
        devOutbox: app.devOutbox !== null,
        mapsApiKey: app.env.MAPS_API_KEY ?? null,
        captchaSiteKey: app.env.CAPTCHA_SITE_KEY ?? null,
      }),
    );
}
