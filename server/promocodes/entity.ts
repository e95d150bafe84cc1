// The payable a promocode is attached to: a live button, link or landing of the merchant. An entity
// of another merchant, a deleted one or an unknown type reads as none (the calls answer 404), and the
// hosted checkout finds the entity behind its public reference the way each checkout source does.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { CheckoutKind } from '../checkout/source.ts';
import type { EntityType } from './tables.ts';

export type Entity = { type: EntityType; id: number; merchantId: number; name: string };

// Each: the live rows of that kind as (id, merchant_id, name, ref) where ref is the checkout reference.
const LIVE: Record<EntityType, RawBuilder<unknown>> = {
  button: sql`select id, merchant_id, name, alias as ref from buttons where not deleted`,
  link: sql`select id, merchant_id, coalesce(nullif(invoice_name, ''), description) as name, ref from links where status <> 'deleted'`,
  landing: sql`select id, merchant_id, name, lower(alias) as ref from landings where deleted_at is null`,
};

type Found = { id: number; merchant_id: number; name: string };
const entityOf = (type: EntityType, row: Found | undefined): Entity | null =>
  (row ? { type, id: row.id, merchantId: row.merchant_id, name: row.name } : null);

/** The live entity of this merchant, or null. */
export async function findEntity(db: Db, merchantId: number, type: EntityType, id: number): Promise<Entity | null> {
  const { rows } = await sql<Found>`select id, merchant_id, name from (${LIVE[type]}) e where e.id = ${id} and e.merchant_id = ${merchantId}`.execute(db);
  return entityOf(type, rows[0]);
}

/** The entity a checkout address pays (/checkout/{kind}/{ref}), or null. */
export async function entityOfCheckout(db: Db, kind: CheckoutKind, ref: string): Promise<Entity | null> {
  const key = kind === 'landing' ? ref.toLowerCase() : ref;
  const { rows } = await sql<Found>`select id, merchant_id, name from (${LIVE[kind]}) e where e.ref = ${key}`.execute(db);
  return entityOf(kind, rows[0]);
}

/** Names of entities for list rows, by type and id. */
export async function entityNames(db: Db, keys: Array<{ type: EntityType; id: number }>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const type of ['button', 'link', 'landing'] as const) {
    const ids = [...new Set(keys.filter((k) => k.type === type).map((k) => k.id))];
    if (ids.length === 0) continue;
    const { rows } = await sql<Found>`select id, merchant_id, name from (${LIVE[type]}) e where e.id in (${sql.join(ids)})`.execute(db);
    for (const r of rows) names.set(`${type}:${r.id}`, r.name);
  }
  return names;
}
