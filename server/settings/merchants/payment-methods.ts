// Payment methods (spec 002 s.3, s.4, s.7): GET payment-methods/list/, POST payment-methods/{type}/
// (toggle), GET/POST payment-methods/google-pay/, GET payment-methods/apple-pay/, multipart POST
// payment-methods/apple-pay/cert/{pem|p12|crt}/ (one file per call, its part name is the slot).
import { X509Certificate } from 'node:crypto';
import { sql } from 'kysely';
import type { CallDeps } from '../../http/handler-types.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { validateBody } from '../../http/validate-body.ts';
import { storedValues, type FormStore } from '../../forms/form-store.ts';
import { UPLOAD_ERRORS } from '../../uploads/multipart.ts';
import { readFormUpload } from '../../uploads/read-upload.ts';
import { storeFile } from '../../uploads/store.ts';
import { seal } from './secret-box.ts';
import { settingsDb, type MerchantSettingsHandlers, type SettingsDb } from './tables.ts';

export const CERT_SLOTS = {
  pem: { files: ['merch_pem_cert', 'proc_pem_cert'], passwords: {} as Record<string, string> },
  p12: { files: ['merch_p12_cert', 'proc_p12_cert'], passwords: { merch_p12_cert: 'merch_p12_password', proc_p12_cert: 'proc_p12_password' } as Record<string, string> },
  crt: { files: ['merch_cert', 'merch_key', 'proc_cert', 'proc_key'], passwords: {} as Record<string, string> },
} as const;
export type CertType = keyof typeof CERT_SLOTS;
export const CERT_MAX_BYTES = 64 * 1024;
/** The Apple Pay form's values sent with its submit: the certificate type, files and passwords of one type, and a file's slot. */
const FORM_FIELDS = 12;
const TWO_WEEKS_MS = 14 * 86_400_000;

export function validity(validBefore: Date | null, now = Date.now()): 'expired' | 'expiring' | 'valid' | null {
  if (!validBefore) return null;
  const t = validBefore.getTime();
  if (t <= now) return 'expired';
  return t - now <= TWO_WEEKS_MS ? 'expiring' : 'valid';
}

type MethodType = 'google' | 'apple';

/** Form merchant_google_pay: `enabled` is the method's switch, every other field its `data` document. */
export const GOOGLE_PAY_STORE: FormStore = {
  form: 'merchant_google_pay', load: 'merchantsettings.googlePay', columns: { enabled: 'merchant_payment_methods.enabled' }, values: 'merchant_payment_methods.data',
};

async function method(db: SettingsDb, merchantId: number, type: MethodType) {
  const row = await db.selectFrom('merchant_payment_methods').select(['enabled', 'data']).where('merchant_id', '=', merchantId).where('type', '=', type).executeTakeFirst();
  return { enabled: row?.enabled ?? false, data: (row?.data ?? {}) as Record<string, unknown> };
}

async function saveMethod(db: SettingsDb, merchantId: number, type: string, enabled: boolean, data: Record<string, unknown>) {
  await db.insertInto('merchant_payment_methods').values({ merchant_id: merchantId, type, enabled, data: JSON.stringify(data) })
    .onConflict((oc) => oc.columns(['merchant_id', 'type']).doUpdateSet({ enabled, data: JSON.stringify(data) })).execute();
}

async function appleView(db: SettingsDb, merchantId: number) {
  const m = await method(db, merchantId, 'apple');
  const certs = await db.selectFrom('merchant_apple_certs').select(['slot', 'cert_type', 'password_enc', 'valid_before', 'common_name', 'updated_at'])
    .where('merchant_id', '=', merchantId).orderBy('slot').execute();
  const certType = (m.data.cert_type as CertType | undefined) ?? certs[0]?.cert_type as CertType | undefined ?? null;
  const own = certs.filter((c) => c.cert_type === certType);
  const dated = own.map((c) => (c.valid_before ? new Date(c.valid_before) : null)).filter((d): d is Date => d !== null);
  const validBefore = dated.length ? new Date(Math.min(...dated.map((d) => d.getTime()))) : null;
  const slots = certType ? CERT_SLOTS[certType].files : [];
  const certificateExists = certType !== null && slots.every((s) => own.some((c) => c.slot === s && (!(s in CERT_SLOTS.p12.passwords) || c.password_enc)));
  return {
    enabled: m.enabled, cert_type: certType, certificate_exists: certificateExists,
    valid_before: validBefore?.toISOString() ?? null, validity: validity(validBefore),
    subject: { commonName: own.find((c) => c.common_name)?.common_name ?? null },
    files: slots.map((slot) => {
      const c = own.find((x) => x.slot === slot);
      return { slot, uploaded: Boolean(c), has_password: Boolean(c?.password_enc), updatetime: c ? new Date(c.updated_at).toISOString() : null };
    }),
  };
}

function readCertificate(data: Buffer): { validBefore: Date | null; commonName: string | null } {
  try {
    const x = new X509Certificate(data);
    return { validBefore: new Date(x.validTo), commonName: /CN=([^\n,]+)/.exec(x.subject)?.[1] ?? null };
  } catch {
    return { validBefore: null, commonName: null };
  }
}

const googleView = (g: { enabled: boolean; data: Record<string, unknown> }) => ({ ...g.data, enabled: g.enabled, environment: g.data.environment ?? 'TEST' });

export const paymentMethodCalls = ({ secretKey }: CallDeps): Pick<MerchantSettingsHandlers,
  'methods' | 'methodToggle' | 'googlePay' | 'googlePaySave' | 'applePay' | 'applePayPasswords'> => ({
  methods: async ({ db: root, access }) => {
    const db = settingsDb(root);
    const m = access.merchant;
    const google = await method(db, m.id, 'google');
    const apple = await appleView(db, m.id);
    const data = [
      { merchant: m.id, type: 'google', name: 'Google Pay', is_google: true, is_apple: false, state: google.enabled ? 'active' : 'disabled', enabled: google.enabled, environment: google.data.environment ?? 'TEST', validity: null, valid_before: null },
      { merchant: m.id, type: 'apple', name: 'Apple Pay', is_google: false, is_apple: true, state: apple.enabled ? 'active' : 'disabled', enabled: apple.enabled, environment: null, certificate_exists: apple.certificate_exists, validity: apple.validity, valid_before: apple.valid_before },
    ];
    return { data, paginator: { page: 1, pages: 1, limit: 5, count: data.length } };
  },

  methodToggle: async ({ db: trx, access, request }) => {
    const db = settingsDb(trx);
    const m = access.merchant;
    const type = (request.params as { type: string }).type;
    if (type !== 'google' && type !== 'apple') throw notFound();
    const current = await method(db, m.id, type);
    const wanted = (request.body as { enabled?: unknown } | undefined)?.enabled;
    const enabled = typeof wanted === 'boolean' ? wanted : !current.enabled;
    if (enabled && type === 'apple' && !(await appleView(db, m.id)).certificate_exists) throw badRequest('Error method activation switch');
    await saveMethod(db, m.id, type, enabled, current.data);
    return { result: 'ok', enabled };
  },

  googlePay: async ({ db, access }) => googleView(await method(settingsDb(db), access.merchant.id, 'google')),

  googlePaySave: async ({ db: trx, access, body: checked }) => {
    const db = settingsDb(trx);
    const m = access.merchant;
    const { columns, values } = storedValues(GOOGLE_PAY_STORE, checked);
    const current = await method(db, m.id, 'google');
    const enabled = typeof columns.enabled === 'boolean' ? columns.enabled : current.enabled;
    await saveMethod(db, m.id, 'google', enabled, values);
    return googleView({ enabled, data: values });
  },

  applePay: async ({ db, access }) => appleView(settingsDb(db), access.merchant.id),

  // Multipart (spec 002: multipart POST payment-methods/apple-pay/cert/{type}/), as the endpoint file says.
  // Without a file: the Apple Pay form's values, the p12 passwords of files already uploaded (its submit).
  // With one certificate file: the stored file (files), its slot (merchant_apple_certs), the replaced
  // file's removal (files) and the method's certificate type (merchant_payment_methods), all in the call's
  // transaction. A JSON body is refused (415).
  applePayPasswords: async ({ db: trx, access, request }) => {
    const db = settingsDb(trx);
    const m = access.merchant;
    const type = (request.params as { cert_type: string }).cert_type as CertType;
    if (!Object.hasOwn(CERT_SLOTS, type)) throw badRequest([['cert_type', 'field is required']]);
    const spec = CERT_SLOTS[type];
    if (!request.isMultipart()) throw new HttpError(415, { error: UPLOAD_ERRORS.onlyMultipart });
    const { upload, fields } = await readFormUpload(request, {
      maxBytes: CERT_MAX_BYTES, kinds: type === 'p12' ? ['der'] : ['pem', 'der'], kindsText: type === 'p12' ? 'PKCS#12 (.p12)' : 'PEM, CRT or KEY',
    }, FORM_FIELDS);
    // The form's cert_type, when sent, is the path's (the form is checked with it, not with the body alone).
    if (fields.cert_type !== undefined && fields.cert_type !== type) throw badRequest([['cert_type', 'field is required']]);
    if (!upload) {
      const body = validateBody<Record<string, unknown>>('merchant_apple_pay', { ...fields, cert_type: type });
      for (const [slot, field] of Object.entries(spec.passwords)) {
        const password = body[field];
        if (typeof password !== 'string' || password === '') continue;
        const res = await db.updateTable('merchant_apple_certs').set({ password_enc: seal(secretKey, password) })
          .where('merchant_id', '=', m.id).where('slot', '=', slot).executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw badRequest([[slot, 'field is required']]);
      }
      const apple = await method(db, m.id, 'apple');
      await saveMethod(db, m.id, 'apple', apple.enabled, { ...apple.data, cert_type: type });
      return appleView(db, m.id);
    }
    const query = request.query as { slot?: string };
    const slot = [upload.fields.slot, query.slot, upload.field].find((s) => typeof s === 'string' && (spec.files as readonly string[]).includes(s));
    if (!slot) throw badRequest(`Unknown certificate file '${String(query.slot ?? upload.field)}'.`);
    const passwordField = spec.passwords[slot];
    const password = passwordField ? upload.fields[passwordField] ?? '' : '';
    const isKey = slot.endsWith('_key');
    const cert = type === 'p12' || isKey ? { validBefore: null, commonName: null } : readCertificate(upload.data);
    if (!isKey && type !== 'p12' && !cert.validBefore) throw badRequest('The file is not a certificate.');
    const fileId = await storeFile(trx, request.auth!.userId, { ...upload, name: `${slot}.${type}` });
    const values = {
      cert_type: type, file_id: fileId, password_enc: password ? seal(secretKey, password) : null as string | null,
      valid_before: cert.validBefore, common_name: cert.commonName, updated_at: sql<Date>`now()`,
    };
    const old = await db.selectFrom('merchant_apple_certs').select('file_id').where('merchant_id', '=', m.id).where('slot', '=', slot).executeTakeFirst();
    await db.insertInto('merchant_apple_certs').values({ merchant_id: m.id, slot, ...values })
      .onConflict((oc) => oc.columns(['merchant_id', 'slot']).doUpdateSet(values)).execute();
    if (old) await trx.deleteFrom('files').where('id', '=', old.file_id).execute();
    const apple = await method(db, m.id, 'apple');
    await saveMethod(db, m.id, 'apple', apple.enabled, { ...apple.data, cert_type: type });
    return { ...(await appleView(db, m.id)), url: slot };
  },
});
