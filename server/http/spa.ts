// The built SPA: hashed assets cached for a year, index.html revalidated and returned for any
// non-API GET so client-side routes load on refresh. Unknown API paths answer JSON 404.
// Files are sent as their brotli/gzip copy written at build (scripts/build-precompress.ts) when the
// request accepts it (content-encoding set, `vary: accept-encoding` always), else as they are.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  app.setNotFoundHandler((request, reply) => {
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD') && !isApi(request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
