// Precompiled validators: plain ES modules, no eval / require, same answers as runtime ajv.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { run } from '../../../scripts/gen-validators';
import { validateData } from '../../../engine/form/validateData';
import { validateForm } from '../../../engine/core/validation';

describe('gen-validators', () => {
  it('writes one module per form with no eval, Function or require', async () => {
    await run();
    const dir = join(REPO_ROOT, '.generated/validators/forms');
    const files = readdirSync(dir);
    expect(files).toContain('login.js');
    for (const f of files) {
      const code = readFileSync(join(dir, f), 'utf8');
      expect(code).not.toMatch(/\brequire\(|new Function|\beval\(/);
    }
  });

  it('answers like the server-side validateForm', async () => {
    const { FORM_VALIDATORS } = await import('../../../.generated/validators/index.js');
    const bodies: Array<[string, Record<string, unknown>]> = [
      ['login', { email: 'x' }],
      ['registration', { email: 'a@b.co', password: 'short', password2: 'other', first_name: '', last_name: 'B' }],
      ['personal', { first_name: 'A', last_name: 'B', lang: 'en', phone: '+1' }],
      ['feedback', { message: 'hi', rating: 7 }],
    ];
    for (const [id, body] of bodies) {
      expect(Object.entries(validateData(FORM_VALIDATORS[id], body)), id).toEqual(validateForm(id, body));
    }
  });
});
