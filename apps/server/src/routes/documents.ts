import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertCollection, UserClaimsDocumentSchema, UserDocumentSchema } from '@roar/contracts';
import { findUserById } from '@roar/db';
import { AppError, notFound } from '../lib/errors.ts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { computeClaims } from '../modules/auth/claims.ts';
import { toUserDocument } from '../modules/users/user-document.ts';

const ParamsSchema = z.object({ collection: z.string().max(64), id: z.string().max(128) });
const MaskSchema = z.object({
  'mask.fieldPaths': z.union([z.string(), z.array(z.string())]).optional(),
});

/** Applies a field mask (spec section 7): only the named top-level fields are returned. */
function applyMask(fields: Record<string, unknown>, mask: string | string[] | undefined) {
  if (mask === undefined) return fields;
  const wanted = new Set((Array.isArray(mask) ? mask : [mask]).map((p) => p.split('.')[0]));
  return Object.fromEntries(Object.entries(fields).filter(([key]) => wanted.has(key)));
}

/**
 * Only the caller's own record, or any record for a super admin. Organisation-scoped reads by
 * administrators arrive with the organisations module.
 */
function assertCanRead(request: FastifyRequest, userId: string): void {
  const auth = caller(request);
  if (auth.sub !== userId && !auth.super_admin) throw notFound('No such document.');
}

/**
 * Document reads of spec section 7: `GET /api/admin/documents/{collection}/{id}` answers a map of
 * fields, optionally masked. Every read is authorised for the caller; a document the caller may
 * not see answers 404, exactly like one that does not exist.
 */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;

  r.get(
    '/documents/:collection/:id',
    { onRequest: requireAuth, schema: { params: ParamsSchema, querystring: MaskSchema } },
    async (request) => {
      const { collection, id } = request.params;
      try {
        assertCollection(collection);
      } catch (err) {
        throw new AppError('not_found', (err as Error).message);
      }
      const mask = request.query['mask.fieldPaths'];
      if (collection === 'users') {
        assertCanRead(request, id);
        const user = await findUserById(db, id);
        if (!user) throw notFound('No such document.');
        return applyMask(UserDocumentSchema.parse(toUserDocument(user)), mask);
      }
      if (collection === 'userClaims') {
        assertCanRead(request, id);
        const user = await findUserById(db, id);
        if (!user) throw notFound('No such document.');
        const { claims, permissions } = await computeClaims(db, user);
        const doc = UserClaimsDocumentSchema.parse({
          id,
          claims,
          permissions,
          lastUpdated: user.updatedAt.toISOString(),
        });
        return applyMask(doc, mask);
      }
      throw notFound('No such document.');
    },
  );
}
