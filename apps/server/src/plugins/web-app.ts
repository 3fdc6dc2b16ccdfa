import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built single-page app from `distDir` with history fallback: any GET that is not an API
 * call and not a file answers index.html, so deep links such as /list-orgs work after a reload.
 * Hashed assets are cached for a year; index.html is always revalidated.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Files the build precompressed (index.js.gz / .br) are sent when the browser accepts them.
    preCompressed: true,
    // The ETag alone revalidates index.html; Last-Modified would repeat it on every file.
    lastModified: false,
    // The `cacheControl` option would apply to every file; hashed assets need their own.
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(distDir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { config: { rateLimit: false } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.callNotFound();
    // A missing file with an extension is a real 404, not a page of the app.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.sendFile(path.slice(1), { maxAge: 0 });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
  return true;
}
