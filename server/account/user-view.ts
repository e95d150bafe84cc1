// The user object of check_auth.
import type { Db } from '../db/connect.ts';
import type { UserRow } from '../http/session.ts';

export async function userView(db: Db, user: UserRow) {
  const merchant = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', user.id).limit(1).executeTakeFirst();
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    lang: user.lang,
    registration_step: user.registration_step,
    email_confirmed: user.email_confirmed,
    mfa_enabled: user.mfa_enabled,
    // Demo mode: signed up but no access to any merchant yet.
    demo_mode: !merchant,
    // May open the schema playground (docs/decisions.md, 'Schema playground').
    schema_editor: user.schema_editor,
  };
}
