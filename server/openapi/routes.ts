// The API description (document.ts), served at GET /api/v2/openapi.json by dev.openapi
// (server/dev/handlers.ts), open like the client bundle that holds the same calls. GET /api/reference:
// the reference page (reference-page.ts), a page outside /api/v2, behind the schema playground's
// guard (signed in, schema editor unless the server runs for development). The document is built on
// the first request (some 200 ms, kept off start-up) from the endpoint files the server was started with
// and kept in memory.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import type { Db } from '../db/connect.ts';
import { requireSchemaEditor, type PlaygroundAccess } from '../dev/editor-access.ts';
import { openApiDocument } from './document.ts';
import { referencePage, type ApiDocument } from './reference-page.ts';

type Described = { doc: ApiDocument; json: string };
export type ApiDescription = () => Described;

/** The description of the endpoint files under `root`, built on the first call and kept. */
export function apiDescription(root: string = REPO_ROOT): ApiDescription {
  let described: Described | undefined;
  return () => {
    if (!described) {
      const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
      const doc = openApiDocument(version, root);
      described = { doc: doc as ApiDocument, json: JSON.stringify(doc) };
    }
    return described;
  };
}

/** Under /api/ (where the session hook reads the session) but outside /api/v2: a page, not a call of the endpoint files. */
export function apiReferenceRoute(app: FastifyInstance, db: Db, access: PlaygroundAccess, described: ApiDescription): void {
  app.get('/api/reference', { preValidation: requireSchemaEditor(db, access) }, async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply.headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'`,
    }).send(referencePage(described().doc, nonce));
  });
}
