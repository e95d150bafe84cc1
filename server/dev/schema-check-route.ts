// POST /dev/schemas/check/ {file, json} -> {issues: [{file, pointer, reason, severity, line?, column?}]}:
// the schema playground's check of a draft (check-draft.ts). Signed in, CSRF (global hook), and the
// `schema_editor` privilege, unless the server runs for development (npm run dev), which opens it
// to every signed-in user as the client's development build opens the page. The body is checked by
// its JSON Schema after the user (preValidation), so a stranger learns nothing from a 400.
import Ajv from 'ajv';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../http/auth.ts';
import type { Db } from '../db/connect.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { checkDraft, isEditable } from './check-draft.ts';

type CheckBody = { file: string; json: string };

const BODY = {
  type: 'object',
  required: ['file', 'json'],
  additionalProperties: false,
  properties: {
    file: { type: 'string', maxLength: 200 },
    json: { type: 'string', maxLength: 500_000 },
  },
} as const;

// Strict, unlike Fastify's default validator (which coerces types and drops unknown keys).
const strict = new Ajv();
const validatorCompiler = ({ schema }: { schema: object }) => strict.compile(schema);

export type PlaygroundAccess = { openToEveryUser: boolean };

/** The playground's guard (also the API reference page's): signed in, and a schema editor unless open to every user. */
export const requireSchemaEditor = (db: Db, access: PlaygroundAccess) => async (request: FastifyRequest) => {
  const user = await requireUser(db, request);
  if (!access.openToEveryUser && !user.schema_editor) throw forbidden();
};

export function schemaCheckRoute(api: FastifyInstance, { db }: AppContext, access: PlaygroundAccess): void {
  const requireEditor = requireSchemaEditor(db, access);
  api.post<{ Body: CheckBody }>('/dev/schemas/check/', { schema: { body: BODY }, validatorCompiler, preValidation: requireEditor }, async (request) => {
    const { file, json } = request.body;
    if (!isEditable(file)) throw badRequest([['file', 'not a list, form or tab group file of schemas/']]);
    return { issues: checkDraft(file, json) };
  });
}
