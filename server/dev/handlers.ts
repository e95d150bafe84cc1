// Handlers of the development calls (schemas/endpoints/dev.json): the API description, the demo
// mailbox (server/public/dev-mailbox.ts) and the schema playground's check of a draft (check-draft.ts).
import Ajv from 'ajv';
import { validationReply } from '../http/error-handler.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { readMailbox } from '../public/dev-mailbox.ts';
import { checkDraft, isEditable } from './check-draft.ts';
import { requireSchemaEditor } from './editor-access.ts';

type CheckBody = { file: string; json: string };

// The check's body {file, json} is checked here, after the user (a stranger learns nothing from a
// 400), and strictly (Fastify's validator of an endpoint's `input` coerces types and drops unknown
// keys, and runs before the access guard), so it is not the call's `input`.
const BODY = {
  type: 'object',
  required: ['file', 'json'],
  additionalProperties: false,
  properties: {
    file: { type: 'string', maxLength: 200 },
    json: { type: 'string', maxLength: 500_000 },
  },
} as const;
const validBody = new Ajv().compile<CheckBody>(BODY);

export const devHandlers = defineHandlers('dev', ({ devTools }) => ({
  // Open like the client bundle that holds the same calls.
  openapi: ({ reply }) => reply.type('application/json; charset=utf-8').send(devTools.described().json),

  mailbox: ({ db, request }) => {
    if (!devTools.mailbox) throw notFound();
    return readMailbox(db, request);
  },

  schemasCheck: async ({ db, request }) => {
    await requireSchemaEditor(db, devTools)(request);
    const body = request.body;
    if (!validBody(body)) throw validationReply('body', validBody.errors ?? []);
    if (!isEditable(body.file)) throw badRequest([['file', 'not a list, form or tab group file of schemas/']]);
    return { issues: checkDraft(body.file, body.json) };
  },
}));
