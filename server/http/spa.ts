// The built SPA: hashed assets cached for a year, index.html revalidated and returned for any
// non-API GET so client-side routes load on refresh. Unknown API paths answer JSON 404.
// Files are sent as their brotli/gzip copy written at build (scripts/build-precompress.ts) when the
// request accepts it (content-encoding set, `vary: accept-encoding` always), else as they are.
// index.html names the first page's code (first-page-preloads.ts).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { loadSchemaFile } from '../../engine/core/schema/loadFilesNode.ts';
import { firstPagePreloads, type Redirect, type RouteEntry } from './first-page-preloads.ts';
import { SESSION_COOKIE } from './session.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

export async function registerSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const root = distDir ? resolve(distDir) : null;
  const hasSpa = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: root!,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const pageFor = hasSpa
    ? firstPagePreloads(root!, loadSchemaFile('schemas/routes.json') as RouteEntry[], loadSchemaFile('schemas/redirects.json') as Redirect[])
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
      reply.header('cache-control', 'no-cache');
      if (!pageFor || request.method === 'HEAD') return reply.sendFile('index.html');
      const pathname = request.url.split('?')[0];
      return reply.type('text/html; charset=utf-8').send(pageFor(pathname, Boolean(request.cookies[SESSION_COOKIE])));
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
