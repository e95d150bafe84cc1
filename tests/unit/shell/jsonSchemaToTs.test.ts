// The reply type emitter (scripts/json-schema-to-ts.ts) and the reply types gen writes from the
// endpoint files: optional vs required, nullable, open objects, enums, refs, arrays of unions; a
// definition name shared by two files must mean the same shape; a `$ref` to nothing is refused.
import { describe, expect, it } from 'vitest';
import { checkEndpointFile, renderReplies, type EndpointGroup } from '../../../scripts/gen-endpoints';
import { declareType, schemaToTs } from '../../../scripts/json-schema-to-ts';

const named = (name: string) => name;

describe('schemaToTs', () => {
  it('writes required and optional properties, nullable scalars and integer as number', () => {
    expect(
      schemaToTs(
        {
          type: 'object',
          required: ['id', 'note'],
          properties: { id: { type: 'integer' }, note: { type: ['string', 'null'] }, 'x-y': { type: 'boolean' } },
        },
        named,
      ),
    ).toBe('{\n  id: number;\n  note: string | null;\n  "x-y"?: boolean;\n}');
  });

  it('writes enums, consts, anyOf, refs and arrays (a union item in parentheses)', () => {
    expect(schemaToTs({ type: 'string', enum: ['read', 'edit'] }, named)).toBe('"read" | "edit"');
    expect(schemaToTs({ const: 'ok' }, named)).toBe('"ok"');
    expect(schemaToTs({ anyOf: [{ type: 'string' }, { $ref: '#/definitions/Payment' }] }, named)).toBe('string | Payment');
    expect(schemaToTs({ type: 'array', items: { type: ['string', 'number'] } }, named)).toBe('(string | number)[]');
    expect(schemaToTs({ type: 'array', items: { $ref: '#/definitions/Row' } }, (n) => `My${n}`)).toBe('MyRow[]');
  });

  it('follows the serializer on objects: open only with additionalProperties; nothing declared is an empty object', () => {
    expect(schemaToTs({ type: 'object' }, named)).toBe('Record<string, never>');
    expect(schemaToTs({ type: 'object', additionalProperties: true }, named)).toBe('Record<string, unknown>');
    expect(schemaToTs({ type: 'object', additionalProperties: { type: 'string' } }, named)).toBe('Record<string, string>');
    expect(schemaToTs({ type: 'object', properties: { a: { type: 'string' } }, additionalProperties: true }, named)).toBe(
      '{\n  a?: string;\n  [key: string]: unknown;\n}',
    );
    expect(schemaToTs({ type: ['object', 'null'], additionalProperties: true }, named)).toBe('Record<string, unknown> | null');
    expect(schemaToTs({}, named)).toBe('unknown');
  });

  it('keeps descriptions as doc comments', () => {
    expect(declareType('Money', { type: 'string', description: 'decimal string' }, named)).toBe(
      '/** decimal string */\nexport type Money = string;',
    );
  });
});

const file = (group: string, definitions: EndpointGroup['definitions'], reply: EndpointGroup['endpoints'][string]['reply']): EndpointGroup => ({
  group,
  definitions,
  endpoints: { info: { method: 'GET', access: 'signed-in', path: '/x/{id}/', reply } },
});

describe('generated reply types', () => {
  it('names a bare $ref reply after its definition and an inline one <Group><Name>Reply, all in EndpointReplies', () => {
    const code = renderReplies([
      file('shop', { Item: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } }, { $ref: '#/definitions/Item' }),
      {
        group: 'cart',
        endpoints: { total: { method: 'GET', access: 'signed-in', path: '/cart/', reply: { type: 'object', properties: { sum: { type: 'string' } } } } },
      },
    ]);
    expect(code).toContain('export type Item = {\n  id: number;\n};');
    expect(code).toContain('export type CartTotalReply = {\n  sum?: string;\n};');
    expect(code).toContain('export interface EndpointReplies {\n  "shop.info": Item;\n  "cart.total": CartTotalReply;\n}');
  });

  it('accepts a definition two files share identically and refuses one they define differently', () => {
    const paginator = { type: 'object' as const, properties: { page: { type: 'integer' as const } } };
    expect(() => renderReplies([file('a', { Paginator: paginator }, {}), file('b', { Paginator: paginator }, {})])).not.toThrow();
    expect(() =>
      renderReplies([file('a', { Paginator: paginator }, {}), file('b', { Paginator: { type: 'object' } }, {})]),
    ).toThrow('schemas/endpoints/b.json#/definitions/Paginator: another endpoint file defines "Paginator" differently');
  });

  it('refuses a $ref to a definition the file does not have, with file#pointer', () => {
    const bad = file('shop', { Item: { type: 'object', properties: { tags: { $ref: '#/definitions/Tags' } } } }, { $ref: '#/definitions/Itme' });
    expect(checkEndpointFile('schemas/endpoints/shop.json', bad).map((i) => `${i.file}#${i.pointer}: ${i.reason}`)).toEqual([
      'schemas/endpoints/shop.json#/definitions/Item/properties/tags/$ref: no definition "Tags" in this file (#/definitions)',
      'schemas/endpoints/shop.json#/endpoints/info/reply/$ref: no definition "Itme" in this file (#/definitions)',
    ]);
  });


  it('refuses a reply keyword outside the closed vocabulary', () => {
    const bad = file('shop', undefined, { type: 'object', propertys: {} } as never);
    expect(checkEndpointFile('schemas/endpoints/shop.json', bad).map((i) => `${i.pointer}: ${i.reason}`)).toContain(
      '/endpoints/info/reply/propertys: unknown property',
    );
  });
});
