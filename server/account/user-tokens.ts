// Single-use, expiring e-mail tokens (256-bit random; only their SHA-256 is stored).
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256 } from '../security/tokens.ts';

type Purpose = Database['user_tokens']['purpose'];

export const TOKEN_TTL_MS: Record<Purpose, number> = {
  confirm_email: 3 * 86_400_000,
  reset_password: 3_600_000,
  invite: 7 * 86_400_000,
  unlock: 86_400_000,
};

export async function issueToken(db: Db, userId: number, purpose: Purpose): Promise<string> {
  const token = randomToken();
  await db.insertInto('user_tokens').values({
    user_id: userId, purpose, token_hash: sha256(token), expires_at: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  }).execute();
  return token;
}

/**
 * A new token that replaces the user's unused ones of the purpose: a newer reset e-mail makes every
 * earlier link dead. The user's row is locked first, so two calls at once leave one token, not two.
 * In `db`'s transaction when it is one (a writing call's), else in one of its own.
 */
export async function replaceToken(db: Db, userId: number, purpose: Purpose): Promise<string> {
  const inTransaction = <T>(work: (trx: Db) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    await trx.deleteFrom('user_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    return issueToken(trx, userId, purpose);
  });
}

/** The user id of a usable (unused, unexpired) token, without using it up. */
export async function peekToken(db: Db, token: string, purpose: Purpose): Promise<number | null> {
  const row = await db.selectFrom('user_tokens').select('user_id')
    .where('token_hash', '=', sha256(token)).where('purpose', '=', purpose)
    .where('used_at', 'is', null).where('expires_at', '>', new Date()).executeTakeFirst();
  return row?.user_id ?? null;
}

/** Marks the token used; only the first caller wins, so a token works once even under races. */
export async function consumeToken(db: Db, token: string, purpose: Purpose): Promise<number | null> {
  const row = await db.updateTable('user_tokens').set({ used_at: new Date() })
    .where('token_hash', '=', sha256(token)).where('purpose', '=', purpose)
    .where('used_at', 'is', null).where('expires_at', '>', new Date())
    .returning('user_id').executeTakeFirst();
  return row?.user_id ?? null;
}
