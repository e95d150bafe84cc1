// POST /dev/schemas/check/: the schema playground's server-side check of a draft (must-show 7).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, createUser, startApp, type Client, type TestApp } from './helpers.ts';

const FILE = 'schemas/lists/payments.json';
const CHECK = '/dev/schemas/check/';
const original = () => readFileSync(FILE);

type Issue = { file: string; pointer: string; reason: string; severity: string; line?: number; column?: number };

async function signedIn(t: TestApp, email: string): Promise<Client> {
  const c = t.client();
  expect((await c.login(email, 'Playground-pass-1')).statusCode).toBe(200);
  return c;
}

describe.each(BACKENDS)('schema playground check on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
    const editor = await createUser(t.db, { email: 'editor@test.local', password: 'Playground-pass-1' });
    await t.db.updateTable('users').set({ schema_editor: true }).where('id', '=', editor).execute();
    await createUser(t.db, { email: 'plain@test.local', password: 'Playground-pass-1' });
  });
  afterAll(() => t.close());

  it('tells check_auth who may open the playground', async () => {
    expect((await (await signedIn(t, 'editor@test.local')).get('/account/check_auth/')).json().user.schema_editor).toBe(true);
    expect((await (await signedIn(t, 'plain@test.local')).get('/account/check_auth/')).json().user.schema_editor).toBe(false);
  });

  it('answers 401 signed out, 403 without the privilege or the CSRF header, 200 to an editor', async () => {
    const body = { file: FILE, json: original().toString('utf8') };
    const stranger = await t.client().prime();
    expect((await stranger.post(CHECK, body)).statusCode).toBe(401);
    // Signed out and a malformed body: still 401 (the user is checked before the body).
    expect((await stranger.post(CHECK, { nope: 1 })).statusCode).toBe(401);

    const plain = await signedIn(t, 'plain@test.local');
    const refused = await plain.post(CHECK, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Permission denied' });

    const editor = await signedIn(t, 'editor@test.local');
    const noCsrf = await editor.post(CHECK, body, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json()).toEqual({ error: 'CSRF token missing or incorrect' });
    const ok = await editor.post(CHECK, body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ issues: [] });
  });

  it('opens the check to every signed-in user on a development server', async () => {
    const dev = await startApp(backend, { dev: true });
    try {
      await createUser(dev.db, { email: 'plain@test.local', password: 'Playground-pass-1' });
      const plain = await signedIn(dev, 'plain@test.local');
      expect((await plain.post(CHECK, { file: FILE, json: original().toString('utf8') })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });

  it('refuses a body that is not {file, json} or names a file the playground does not edit', async () => {
    const editor = await signedIn(t, 'editor@test.local');
    for (const body of [{ file: FILE }, { file: FILE, json: 1 }, { file: FILE, json: '{}', extra: true }]) {
      expect((await editor.post(CHECK, body)).statusCode).toBe(400);
    }
    for (const file of ['schemas/routes.json', 'schemas/lists/nope.json', 'schemas/lists/../routes.json', '/etc/passwd']) {
      const res = await editor.post(CHECK, { file, json: '{}' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: [['file', 'not a list, form or tab group file of schemas/']] });
    }
  });

  it('reports a bad draft by pointer with line and column, and a JSON syntax error with its position', async () => {
    const editor = await signedIn(t, 'editor@test.local');
    const list = JSON.parse(original().toString('utf8'));
    list.columns[1].format = 'bold';
    const text = JSON.stringify(list, null, 2);
    const issues: Issue[] = (await editor.post(CHECK, { file: FILE, json: text })).json().issues;
    const bad = issues.find((i) => i.pointer === '/columns/1/format');
    expect(bad).toMatchObject({ file: FILE, reason: expect.stringContaining('must be one of') });
    expect(text.split('\n')[bad!.line! - 1]).toContain('"format": "bold"');

    // A cross-file check runs too: a modal that does not exist.
    list.columns[1].format = 'text';
    list.rowActions = [{ id: 'x', label: 'Refund', kind: 'modal', modal: 'no_such_modal' }];
    const cross: Issue[] = (await editor.post(CHECK, { file: FILE, json: JSON.stringify(list) })).json().issues;
    expect(cross.map((i) => i.pointer)).toContain('/rowActions/0/modal');

    const broken: Issue[] = (await editor.post(CHECK, { file: FILE, json: '{\n  "id": "payments",\n}' })).json().issues;
    expect(broken).toEqual([expect.objectContaining({ file: FILE, pointer: '', line: 3, column: 1, reason: expect.stringMatching(/^invalid JSON/) })]);
    // A message without a position (an unexpected token): located by the longest valid prefix.
    const token: Issue[] = (await editor.post(CHECK, { file: FILE, json: '{\n  "id": "payments",\n  "fulltext": tru\n}' })).json().issues;
    expect(token).toEqual([expect.objectContaining({ line: 3, column: 18, reason: 'invalid JSON: Unexpected token "\\n"' })]);
  });

  it('warns of a label without a Ukrainian translation (the preview still opens) and refuses a format that does not fit', async () => {
    const editor = await signedIn(t, 'editor@test.local');
    const list = JSON.parse(original().toString('utf8'));
    list.columns[1].label = 'Order number never translated';
    const untranslated: Issue[] = (await editor.post(CHECK, { file: FILE, json: JSON.stringify(list) })).json().issues;
    expect(untranslated).toEqual([expect.objectContaining({ pointer: '/columns/1/label', severity: 'warning', reason: expect.stringContaining('no "uk" translation') })]);

    list.columns[1].label = 'Order ID';
    const status = list.columns.findIndex((c: { field: string }) => c.field === 'status');
    list.columns[status].format = 'amount';
    const misfit: Issue[] = (await editor.post(CHECK, { file: FILE, json: JSON.stringify(list) })).json().issues;
    expect(misfit).toEqual([expect.objectContaining({ pointer: `/columns/${status}/format`, severity: 'error', reason: expect.stringContaining('the amount format cannot show "status", a text') })]);
  });

  it('writes nothing: the schema file keeps its bytes', async () => {
    const before = original();
    const editor = await signedIn(t, 'editor@test.local');
    await editor.post(CHECK, { file: FILE, json: '{"id": "payments", "columns": []}' });
    await editor.post(CHECK, { file: FILE, json: '{' });
    expect(original().equals(before)).toBe(true);
  });
});
