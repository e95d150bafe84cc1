// SECRET_KEY signs CSRF tokens. When the environment does not set it, one random key per
// install is kept in the database so every instance behind a load balancer uses the same one.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

export async function loadSecretKey(db: Db, fromEnv = process.env.SECRET_KEY): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.insertInto('app_settings').values({ key: 'secret_key', value: randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'secret_key').executeTakeFirstOrThrow();
  return row.value;
}
