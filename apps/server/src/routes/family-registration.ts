import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RegisterFamilyRequestSchema,
  RegistrationTermsSchema,
  SignInResultSchema,
} from '@roar/contracts';
import { notFound } from '../lib/errors.ts';
import { assertCaptcha } from '../plugins/attestation.ts';
import { registerFamily } from '../modules/family/register-family.ts';
import { currentTerms } from '../modules/family/terms.ts';
import { finishFirstFactor } from './first-factor.ts';

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
      schema: { body: RegisterFamilyRequestSchema, response: { 200: SignInResultSchema } },
      config: { rateLimit: { max: REGISTRATIONS_PER_HOUR, timeWindow: 3_600_000 } },
    },
    async (request, reply) => {
      const { captchaToken, ...input } = request.body;
      await assertCaptcha(request, captchaToken, 'register');
      const { parent } = await registerFamily(db, input);
      return finishFirstFactor(request, reply, { user: parent, authMethod: 'password' });
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
