// POST /merchant/{merchant}/delete/ (settings edit AND permissions edit: it takes everyone's access;
// and the user's password, with the two-step code when that is on: form merchant_delete). The
// merchant list (GET /settings/merchants/) is served by the lists engine: list-source.ts.
import { reauthenticate, type Proof } from '../../account/reauthenticate.ts';
import { forbidden } from '../../http/errors.ts';
import type { MerchantSettingsHandlers } from './tables.ts';

export const merchantCalls = (): Pick<MerchantSettingsHandlers, 'delete'> => ({
  // Steps (writes: "steps"): the password check counts the attempt (throttle_counters) in a step that
  // commits before the answer, so a wrong password's count stands, and the password hash runs
  // outside any transaction (account/reauthenticate.ts); then the merchant's access rows go and it
  // is marked deleted, in one step.
  delete: async ({ step, access: { merchant: m, privileges }, request, body }) => {
    if (privileges.permissions !== 'edit') throw forbidden();
    await reauthenticate(step, request, body as Proof);
    // The merchant's payments, settlements and reports stay (accounting); nobody sees it any more.
    await step(async (trx) => {
      await trx.deleteFrom('merchant_users').where('merchant_id', '=', m.id).execute();
      await trx.updateTable('merchants').set({ status: 'deleted' }).where('id', '=', m.id).execute();
    });
    return { message: 'Merchant deleted' };
  },
});
