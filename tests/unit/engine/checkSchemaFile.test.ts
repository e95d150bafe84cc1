// The schema checker reports file + JSON pointer + reason; schemas:check fails on errors only.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAjv } from '../../../engine/core/validation';
import { checkSchemaFile, formatIssue, metaPathFor } from '../../../engine/core/schema';
import { REPO_ROOT } from '../../../engine/core/schema/loadFilesNode';
import { checkAll, main } from '../../../scripts/schemas-check';

const meta = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/_meta/forms.json'), 'utf8'));
const validate = createAjv().compile(meta);
const login = () => JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/forms/login.json'), 'utf8'));
const check = (json: unknown) => checkSchemaFile('schemas/forms/login.json', json, validate).map(formatIssue);

describe('checkSchemaFile', () => {
  it('accepts every form file of the repository', () => {
    expect(check(login())).toEqual([]);
  });

  it('names the pointer of an unknown format with the allowed values', () => {
    const bad = login();
    bad.schema.properties.email.format = 'emial';
    expect(check(bad)).toEqual([
      'schemas/forms/login.json#/schema/properties/email/format: must be one of email, emails, url, phone, iban, amount, decimal, number, date, card_number, card_expiry',
    ]);
  });

  it('names a misspelt keyword and a missing property', () => {
    const bad = login();
    bad.schema.properties.password.maxLenght = 3;
    delete bad.endpoint;
    expect(check(bad)).toEqual(
      expect.arrayContaining(['schemas/forms/login.json#/endpoint: is required', 'schemas/forms/login.json#/schema/properties/password/maxLenght: unknown property']),
    );
  });

  it('checks cross references: required, match, ui keys, id', () => {
    const bad = login();
    bad.id = 'signin';
    bad.schema.required.push('nope');
    bad.schema.properties.password.match = 'password0';
    bad.uiSchema.pasword = {};
    expect(check(bad)).toEqual([
      'schemas/forms/login.json#/id: must equal the file name "login"',
      'schemas/forms/login.json#/schema/required/2: no property "nope"',
      'schemas/forms/login.json#/schema/properties/password/match: no sibling property "password0"',
      'schemas/forms/login.json#/uiSchema/pasword: no property "pasword" in schema',
    ]);
  });

  it('names an unknown widget', () => {
    const bad = login();
    bad.uiSchema.email['ui:widget'] = 'fancy';
    expect(check(bad)[0]).toMatch(/^schemas\/forms\/login.json#\/uiSchema\/email\/ui:widget: unknown widget "fancy" \(one of text, password, /);
  });

  it('maps a file to the meta-schema of its folder', () => {
    expect(metaPathFor('schemas/forms/login.json')).toBe('schemas/_meta/forms.json');
    expect(metaPathFor('schemas/routes.json')).toBe('schemas/_meta/routes.json');
    expect(metaPathFor('schemas/_meta/forms.json')).toBeNull();
  });
});

describe('schemas:check', () => {
  it('passes on the repository', () => {
    expect(checkAll().filter((i) => i.severity === 'error').map(formatIssue)).toEqual([]);
  });

  it('fails with file, pointer and reason on a bad file; a folder without meta-schema only warns', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    cpSync(join(REPO_ROOT, 'schemas/_meta/forms.json'), join(root, 'schemas/_meta/forms.json'), { recursive: true });
    cpSync(join(REPO_ROOT, 'src/i18n/locales'), join(root, 'src/i18n/locales'), { recursive: true });
    mkdirSync(join(root, 'schemas/forms'), { recursive: true });
    mkdirSync(join(root, 'schemas/widgets'), { recursive: true });
    const bad = login();
    bad.schema.properties.email.format = 'mail';
    writeFileSync(join(root, 'schemas/forms/login.json'), JSON.stringify(bad));
    writeFileSync(join(root, 'schemas/forms/broken.json'), '{ nope');
    writeFileSync(join(root, 'schemas/widgets/x.json'), '{}');
    const issues = checkAll(root);
    expect(issues.filter((i) => i.severity === 'error').map((i) => `${i.file}#${i.pointer}`)).toEqual([
      'schemas/forms/broken.json#',
      'schemas/forms/login.json#/schema/properties/email/format',
    ]);
    expect(issues.filter((i) => i.severity === 'warning').map(formatIssue)).toEqual(['schemas/widgets/x.json#: no meta-schema schemas/_meta/widgets.json yet']);
    expect(main(root)).toBe(1);
  });
});
