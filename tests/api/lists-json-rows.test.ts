// The list call's rows are written as JSON by the database (fetch-rows.ts jsonSelect) and sent
// unparsed. Each must be the object the values' conversion gives (outputValue, field-types.ts: money
// as a decimal text, timestamps as toISOString writes them, an 'edit' flag false for a reader), for
// every list source over the demo data, and for the edge values of each type.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/connect.ts';
import { listConditions } from '../../server/lists/conditions.ts';
import { fetchRows, jsonSelect, selectList, type JsonRow } from '../../server/lists/fetch-rows.ts';
import { bool, date, int, money, text, timestamp } from '../../server/lists/field-sql.ts';
import { outputValue } from '../../server/lists/field-types.ts';
import { readListQuery } from '../../server/lists/list-query.ts';
import { loadListRoutes } from '../../server/lists/load-definitions.ts';
import { listSources } from '../../server/lists/sources.ts';
import type { FieldSql, ListDefinition } from '../../server/lists/types.ts';
import { prepareDatabase } from '../../server/seed/first-start.ts';
import { BACKENDS, PUBLIC_URL, freshDb } from './helpers.ts';

/** The rows as values, converted the way the reply sends them. */
async function expectedRows(db: Db, def: ListDefinition, where: ReturnType<typeof listConditions>, canEdit: boolean) {
  const sort = readListQuery(def, new URLSearchParams(), def.defaultPageSize).sort;
  const rows = await fetchRows(db, def, where, sort, { limit: 50 }, selectList(db, def.fields));
  return rows.map((r) => Object.fromEntries(def.fields.map((f) => [f.name, f.edit && !canEdit ? false : outputValue(f.type, r[f.name])])));
}

async function jsonRows(db: Db, def: ListDefinition, where: ReturnType<typeof listConditions>, canEdit: boolean) {
  const sort = readListQuery(def, new URLSearchParams(), def.defaultPageSize).sort;
  const rows = await fetchRows<JsonRow>(db, def, where, sort, { limit: 50 }, jsonSelect(db, def.fields, canEdit));
  return rows.map((r) => JSON.parse(r.__j) as unknown);
}

describe.each(BACKENDS)('list rows as JSON on %s', (backend) => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  beforeAll(async () => {
    env = await freshDb(backend);
    await prepareDatabase(env.db, PUBLIC_URL);
  }, 120_000);
  afterAll(() => env?.drop());

  it('every list source: each row is the object its values convert to, for an editor and a reader', async () => {
    const merchants = (await env.db.selectFrom('merchants').select('id').execute()).map((m) => m.id);
    const users = (await env.db.selectFrom('users').select('id').execute()).map((u) => u.id);
    const compared = new Map<string, number>();
    for (const route of loadListRoutes(listSources)) {
      const scopes = route.def.userScope
        ? users.map((u) => ({ def: { ...route.def, from: route.def.userScope!.from(u) }, merchant: null }))
        : merchants.map((m) => ({ def: route.def, merchant: m }));
      for (const { def, merchant } of scopes) {
        // A path preset's values (one entity's promocodes) do not change how rows are written: every row.
        const where = listConditions({ ...route, pathPreset: undefined }, merchant, [], '');
        for (const canEdit of [true, false]) {
          const expected = await expectedRows(env.db, def, where, canEdit);
          expect(await jsonRows(env.db, def, where, canEdit), `${route.path} merchant ${merchant}`).toEqual(expected);
          compared.set(route.def.id, (compared.get(route.def.id) ?? 0) + expected.length);
        }
      }
    }
    for (const list of ['payments', 'settlements_bulk', 'settlements_transactional', 'disputes', 'links']) expect(compared.get(list), list).toBeGreaterThan(0);
  }, 120_000);

  it('edge values of each type: negative and large money, sub-millisecond times, nulls', async () => {
    const v = (name: string) => sql.ref(`t.${name}`);
    const fields: FieldSql[] = [
      int('id'), money('m', v('m')), timestamp('ts', v('ts')), date('d', v('d')), text('s', v('s')), bool('b', v('b')),
    ];
    const def = {
      id: 'edge', fields, columns: [], filters: [], defaultSort: 'id',
      from: sql`(values
        (1, -5::bigint, '2026-03-04 05:06:07.089999+00'::timestamptz, '2026-03-04'::date, 'a "quoted" \u00e9 text', true),
        (2, 0::bigint, '1999-12-31 23:59:59.999999+00'::timestamptz, '0999-01-01'::date, e'line\\nbreak', false),
        (3, 1234567890123456::bigint, '2026-11-24 00:00:00+00'::timestamptz, null::date, null::text, null::boolean),
        (4, null::bigint, null::timestamptz, '2026-01-02'::date, '', true),
        (5, -100::bigint, '2026-06-30 12:00:00.5+03'::timestamptz, '2026-06-30'::date, 'x', false)
      ) as t(id, m, ts, d, s, b)`,
    } as unknown as ListDefinition;
    const sort = { field: fields[0], desc: false } as ReturnType<typeof readListQuery>['sort'];
    const values = await fetchRows(env.db, def, [sql`true`], sort, { limit: 10 }, selectList(env.db, fields));
    const json = await fetchRows<JsonRow>(env.db, def, [sql`true`], sort, { limit: 10 }, jsonSelect(env.db, fields, true));
    expect(json.map((r) => JSON.parse(r.__j))).toEqual(values.map((r) => Object.fromEntries(fields.map((f) => [f.name, outputValue(f.type, r[f.name])]))));
    expect(JSON.parse(json[0].__j)).toMatchObject({ m: '-0.05', ts: '2026-03-04T05:06:07.089Z' });
    expect(JSON.parse(json[2].__j)).toMatchObject({ m: '12345678901234.56', d: null, s: null, b: null });
  });
});
