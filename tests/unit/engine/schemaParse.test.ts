// Schema files are parsed by our own scanner: a syntax error names its line and column (from
// schemas:check and from the vite plugin's form check), a key given twice is an error at its pointer.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFormFiles } from '../../../engine/core/schema/checkFormFiles';
import { formatIssue } from '../../../engine/core/schema/issue';
import { loadSchemaFile } from '../../../engine/core/schema/loadFilesNode';
import { parseSchemaText } from '../../../engine/core/schema/parseSchemaText';

const errors = (text: string) => parseSchemaText('schemas/lists/x.json', text).issues.map(formatIssue);

describe('parseSchemaText', () => {
  it('parses what JSON.parse parses, with no issue', () => {
    const text = '{"a": [1, -2.5e3, true, false, null, {}], "b": "\\u00e9\\"\\\\", "c": {"d": []}}';
    expect(parseSchemaText('f.json', text)).toEqual({ json: JSON.parse(text), issues: [] });
  });

  it('names the line and column of a syntax error', () => {
    expect(errors('{\n  "a": 1,\n  "b": [1, 2,]\n}')).toEqual(['schemas/lists/x.json#: invalid JSON: trailing comma before "]" (line 3, column 13)']);
    expect(errors('{\n  "a": 1,\n}')).toEqual(['schemas/lists/x.json#: invalid JSON: trailing comma before "}" (line 2, column 9)']);
    expect(errors('{\n  "a" 1\n}')).toEqual(['schemas/lists/x.json#: invalid JSON: expected ":", found "1" (line 2, column 7)']);
    expect(errors('{"a": tru}')).toEqual(['schemas/lists/x.json#: invalid JSON: expected a value, found "t" (line 1, column 7)']);
    expect(errors('{"a": 1')).toEqual(['schemas/lists/x.json#: invalid JSON: expected "," or "}", found end of file (line 1, column 8)']);
    expect(errors('{"a": "x\ny"}')).toEqual(['schemas/lists/x.json#: invalid JSON: unterminated or invalid string (line 1, column 7)']);
    expect(errors('{} {}')).toEqual(['schemas/lists/x.json#: invalid JSON: expected end of file, found "{" (line 1, column 4)']);
  });

  it('reports a key given twice at its pointer, and keeps the parsed value', () => {
    const parsed = parseSchemaText('schemas/lists/x.json', '{"columns": [{"field": "a", "label": "A", "field": "b"}]}');
    expect(parsed.json).toEqual({ columns: [{ field: 'b', label: 'A' }] });
    expect(parsed.issues.map(formatIssue)).toEqual(['schemas/lists/x.json#/columns/0/field: key given twice (JSON keeps only the last)']);
  });
});

describe('the vite plugin path', () => {
  it('reports a form with a syntax error with line and column, and loadSchemaFile throws the same', () => {
    const root = mkdtempSync(join(tmpdir(), 'parse-'));
    mkdirSync(join(root, 'schemas/_meta'), { recursive: true });
    mkdirSync(join(root, 'schemas/forms'), { recursive: true });
    writeFileSync(join(root, 'schemas/_meta/forms.json'), '{"type": "object"}');
    writeFileSync(join(root, 'schemas/forms/bad.json'), '{\n  "id": "bad",\n}\n');
    const message = 'schemas/forms/bad.json#: invalid JSON: trailing comma before "}" (line 2, column 14)';
    expect(Object.values(checkFormFiles(root)).flat().map(formatIssue)).toEqual([message]);
    expect(() => loadSchemaFile('schemas/forms/bad.json', root)).toThrow(message);
  });
});
