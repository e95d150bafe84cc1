// Who may use the development tools: the schema playground's check (dev.schemasCheck) and the API
// reference page (/api/reference, server/openapi/routes.ts) need a signed-in user with the
// `schema_editor` privilege, unless the server runs for development (npm run dev), which opens them
// to every signed-in user as the client's development build opens the page.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { requireUser } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import type { ApiDescription } from '../openapi/routes.ts';

export type PlaygroundAccess = { openToEveryUser: boolean };

/** What the dev handlers are made with (CallDeps.devTools; built in app.ts). */
export type DevTools = PlaygroundAccess & {
  /** The demo mailbox is served by this install (server/public/dev-mailbox.ts, demoMailboxServed). */
  mailbox: boolean;
  /** The OpenAPI description of the endpoint files, built on first use. */
  described: ApiDescription;
};

/** The playground's guard (also the API reference page's): signed in, and a schema editor unless open to every user. */
export const requireSchemaEditor = (db: Db, access: PlaygroundAccess) => async (request: FastifyRequest) => {
  const user = await requireUser(db, request);
  if (!access.openToEveryUser && !user.schema_editor) throw forbidden();
};
