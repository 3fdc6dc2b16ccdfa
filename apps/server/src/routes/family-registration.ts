import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuthSessionSchema,
  RegisterFamilyRequestSchema,
  RegistrationTermsSchema,
} from '@roar/contracts';
import { notFound } from '../lib/errors.ts';
import { assertCaptcha } from '../plugins/attestation.ts';
import { startSession } from '../modules/auth/session-service.ts';
import { registerFamily } from '../modules/family/register-family.ts';
import { currentTerms } from '../modules/family/terms.ts';
import { clientMeta, endPresentedSession, sendSession } from './auth.ts';

/** Registrations one address may attempt per hour (a school's parents may share an address). */
const REGISTRATIONS_PER_HOUR = 30;

/**
 * Family registration (spec section 2, /register): public and rate-limited.
 * `POST /api/auth/register/family` creates the parent, the family and any children in one
 * transaction and signs the parent in (refresh cookie + AuthSession, as sign-in does);
 * `GET /api/auth/register/terms?locale=` answers the current terms the parent accepts.
 */
export async function familyRegistrationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.post(
    '/register/family',
    {
      schema: { body: RegisterFamilyRequestSchema, response: { 200: AuthSessionSchema } },
      config: { rateLimit: { max: REGISTRATIONS_PER_HOUR, timeWindow: 3_600_000 } },
    },
    async (request, reply) => {
      const { captchaToken, ...input } = request.body;
      await assertCaptcha(request, captchaToken, 'register');
      const { parent } = await registerFamily(db, input);
      const issued = await startSession(db, app.sessionSettings, {
        user: parent,
        authMethod: 'password',
        client: clientMeta(request),
      });
      await endPresentedSession(request);
      return sendSession(request, reply, issued);
    },
  );

  r.get(
    '/register/terms',
    {
      schema: {
        querystring: z.object({ locale: z.string().max(16).optional() }),
        response: { 200: RegistrationTermsSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (request) => {
      const terms = await currentTerms(db, request.query.locale);
      if (!terms) throw notFound('No terms are published.');
      return terms;
    },
  );
}
