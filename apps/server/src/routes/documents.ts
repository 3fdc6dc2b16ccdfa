import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BatchGetRequestSchema, BatchGetResponseSchema, type Collection } from '@roar/contracts';
import { AppError, notFound } from '../lib/errors.ts';
import { caller, requireAuth } from '../plugins/authenticate.ts';
import { applyMask, collectionOf, readDocument } from '../modules/documents/read-document.ts';

const ParamsSchema = z.object({ collection: z.string().max(64), id: z.string().max(128) });
const MaskQuerySchema = z.object({
  'mask.fieldPaths': z.union([z.string(), z.array(z.string())]).optional(),
});

/**
 * Collections each target serves (architecture section 4): the app target holds the records a
 * game needs (the participant's user record and the task catalogue); everything else is admin.
 */
const APP_COLLECTIONS: readonly Collection[] = ['users', 'tasks'];

export interface DocumentRoutesOptions {
  target: 'admin' | 'app';
}

/**
 * The document reads of spec section 7, on either target (`/api/admin` or `/api/app`):
 * `GET /api/admin/documents/{collection}/{id}` answers a map of fields (optionally masked);
 * `POST /api/admin/documents:batchGet` answers `[{name, fields}]` for the documents found.
 * Every read is authorised per document; one the caller may not see answers exactly like one that
 * does not exist.
 */
export async function documentRoutes(
  app: FastifyInstance,
  options: DocumentRoutesOptions,
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.databases.admin.db;
  const served = (name: string): Collection => {
    const collection = collectionOf(name);
    if (options.target === 'app' && !APP_COLLECTIONS.includes(collection)) {
      throw new AppError('not_found', `There is no collection ${name}`);
    }
    return collection;
  };

  r.get(
    '/documents/:collection/:id',
    { onRequest: requireAuth, schema: { params: ParamsSchema, querystring: MaskQuerySchema } },
    async (request) => {
      const collection = served(request.params.collection);
      const fields = await readDocument(db, caller(request), collection, request.params.id);
      if (!fields) throw notFound('No such document.');
      const mask = request.query['mask.fieldPaths'];
      return applyMask(fields, mask === undefined ? undefined : [mask].flat());
    },
  );

  // '::' is a literal colon in a route path.
  r.post(
    '/documents::batchGet',
    {
      onRequest: requireAuth,
      schema: { body: BatchGetRequestSchema, response: { 200: BatchGetResponseSchema } },
    },
    async (request) => {
      const auth = caller(request);
      const found = [];
      for (const name of request.body.documents) {
        const [collectionName, id, ...rest] = name.split('/');
        if (!collectionName || !id || rest.length > 0) {
          throw new AppError('bad_request', `Not a document path: ${name}`);
        }
        let collection;
        try {
          collection = served(collectionName);
        } catch (err) {
          throw new AppError('bad_request', (err as Error).message);
        }
        const fields = await readDocument(db, auth, collection, id);
        if (fields) found.push({ name, fields: applyMask(fields, request.body.mask?.fieldPaths) });
      }
      return found;
    },
  );
}
