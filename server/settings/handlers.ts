// Handlers of the user's own settings (schemas/endpoints/settings.json): personal data, the profile
// image, two-step login. Every call is the signed-in user's (access 'signed-in').
// Two-step setup: until enabled, GET offers a fresh secret; POST {secret, otp} proves the
// authenticator holds it and turns two-step login on. Removal needs a current code. Both are
// `"writes": "steps"`: the code's attempt is counted in a step of its own, so a wrong code's count
// stands although the call answers 400 (server/account/steps.ts), and the change is one step.
import { checkCode } from '../account/check-code.ts';
import { storedValues } from '../forms/form-store.ts';
import { requireUser } from '../http/auth.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { defineHandlers } from '../http/handler-types.ts';
import { validateBody } from '../http/validate-body.ts';
import { newTotpSecret, otpauthUri } from '../security/totp.ts';
import { checkImage } from '../uploads/image.ts';
import { readUpload } from '../uploads/read-upload.ts';
import { sendFile, storeFile } from '../uploads/store.ts';
import { personalView, PERSONAL_STORE } from './personal.ts';
import { PROFILE_IMAGE, PROFILE_IMAGE_PIXELS, profileImageUrl } from './profile-image.ts';

export const settingsHandlers = defineHandlers('settings', () => ({
  personal: async ({ db, request }) => personalView(await requireUser(db, request)),

  personalSave: async ({ db, request }) => {
    const user = await requireUser(db, request);
    const { columns, values } = storedValues(PERSONAL_STORE, request.body);
    const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const row = {
      first_name: text(columns.first_name), last_name: text(columns.last_name), lang: String(columns.lang), phone: text(columns.phone),
      form_values: values,
    };
    await db.updateTable('users').set({ ...row, form_values: JSON.stringify(values) }).where('id', '=', user.id).execute();
    return personalView({ ...row, profile_image_id: user.profile_image_id });
  },

  mfa: async ({ db, request }) => {
    const user = await requireUser(db, request);
    if (user.mfa_enabled) return { enabled: true };
    const secret = newTotpSecret();
    return { enabled: false, secret, otpauth_uri: otpauthUri(secret, user.email) };
  },

  mfaSave: async (call) => {
    const user = await call.step((trx) => requireUser(trx, call.request));
    const { otp, secret } = validateBody<{ otp: string; secret?: unknown }>('mfa_setup', call.request.body);
    if (user.mfa_enabled) throw badRequest('Two-step verification is already on.');
    // 160-bit base32 secrets as issued by GET.
    if (typeof secret !== 'string' || !/^[A-Z2-7]{32}$/.test(secret)) throw badRequest([['secret', 'Invalid secret']]);
    await checkCode(call.step, user.id, secret, otp);
    await call.step((trx) => trx.updateTable('users').set({ mfa_secret: secret, mfa_enabled: true }).where('id', '=', user.id).execute());
    return { enabled: true };
  },

  mfaRemove: async (call) => {
    const user = await call.step((trx) => requireUser(trx, call.request));
    const { otp } = validateBody<{ otp: string }>('mfa_remove', call.request.body);
    if (!user.mfa_enabled || !user.mfa_secret) return { enabled: false };
    await checkCode(call.step, user.id, user.mfa_secret, otp);
    await call.step((trx) => trx.updateTable('users').set({ mfa_secret: null, mfa_enabled: false }).where('id', '=', user.id).execute());
    return { enabled: false };
  },

  // Steps: the upload is read from the client and checked before its one step (a slow client never holds a transaction).
  profileImage: async (call) => {
    const user = await call.step((trx) => requireUser(trx, call.request));
    const upload = await readUpload(call.request, PROFILE_IMAGE);
    checkImage(upload.data, PROFILE_IMAGE_PIXELS, 'image');
    const id = await call.step(async (trx) => {
      const fileId = await storeFile(trx, user.id, upload);
      const old = await trx.selectFrom('users').select('profile_image_id').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
      await trx.updateTable('users').set({ profile_image_id: fileId }).where('id', '=', user.id).execute();
      if (old.profile_image_id) await trx.deleteFrom('files').where('id', '=', old.profile_image_id).execute();
      return fileId;
    });
    return { url: profileImageUrl(id) };
  },

  profileImageFile: async ({ db, request, reply }) => {
    const user = await requireUser(db, request);
    const id = Number((request.params as { id: string }).id);
    // Only the owner's current picture.
    if (!Number.isSafeInteger(id) || id !== user.profile_image_id) throw notFound();
    return sendFile(db, reply, id, true);
  },
}));
