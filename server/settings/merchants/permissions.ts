// Access rights (spec 002 s.3, s.6, s.7): the `merchant_users` rows that requireMerchant reads.
// GET permissions/ (list), GET permissions/add/ (the empty form), POST permissions/add/,
// GET permissions/{id}/, POST permissions/{id}/ (edit), POST permissions/{id}/remove/,
// GET permissions/copy/?from= and POST permissions/copy/ (copy one user's privileges to users of
// another merchant, or transfer users with their privileges from another merchant).
import type { FastifyRequest } from 'fastify';
import type { FormFile } from '../../../engine/core/schema/formFile.ts';
import { loadSchemaFile } from '../../../engine/core/schema/loadFilesNode.ts';
import { inviteUser } from '../../account/invite.ts';
import { normalizeEmail } from '../../account/sign-in.ts';
import type { Db } from '../../db/connect.ts';
import type { PrivilegeLevel } from '../../db/schema.ts';
import { dbId } from '../../http/db-id.ts';
import type { CallDeps } from '../../http/handler-types.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { storedValues, type FormStore } from '../../forms/form-store.ts';
import type { Mail } from '../../mail/mailer.ts';
import { loadMerchantAccess } from '../../merchant/require-merchant.ts';
import { allows, VIEWS, type Privileges, type View } from '../../merchant/views.ts';
import { privilegeSummary } from './privilege-summary.ts';
import type { MerchantSettingsHandlers } from './tables.ts';

/** The privilege forms' own rule message (schemas/forms/merchant_permission.json atLeastOne). */
export const NO_PRIVILEGE = (loadSchemaFile('schemas/forms/merchant_permission.json') as FormFile).atLeastOne!.message;
export const USERS_NOT_FOUND = 'Users not found';
export const NAME_UNSPECIFIED = 'Name unspecified';
export const HOLDS_MORE = 'You cannot change or remove a user who holds privileges you do not have.';

type Body = Record<string, unknown>;

/**
 * The privilege forms: read_<view> / edit_<view> are rows of merchant_users (one per view), the
 * e-mail names the user. There is no document for other values: a field those forms add must be a
 * flag of a view the server knows (server/merchant/views.ts).
 */
const permissionStore = (form: string, columns: Record<string, string>): FormStore => ({
  form, load: 'merchantsettings.permission', values: null,
  noValues: 'privileges are rows of merchant_users, one per view: a field must be read_<view> or edit_<view> of a view in server/merchant/views.ts',
  columns: { ...columns, ...Object.fromEntries(VIEWS.flatMap((v) => [[`read_${v}`, 'merchant_users.level'], [`edit_${v}`, 'merchant_users.level']])) },
});
export const PERMISSION_STORES = {
  add: permissionStore('merchant_permission', { email: 'users.email' }),
  edit: permissionStore('merchant_permission_edit', {}),
};

/** read_{view} / edit_{view} flags -> privileges (edit wins). */
export function privilegesFromForm(body: Body): Privileges {
  const out: Privileges = {};
  for (const v of VIEWS) {
    if (body[`edit_${v}`] === true) out[v] = 'edit';
    else if (body[`read_${v}`] === true) out[v] = 'read';
  }
  return out;
}

export function formFromPrivileges(p: Privileges): Record<string, boolean> {
  return Object.fromEntries(VIEWS.flatMap((v) => [[`read_${v}`, allows(p[v], 'read')], [`edit_${v}`, p[v] === 'edit']]));
}

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`.trim() || NAME_UNSPECIFIED;

async function usersOf(db: Db, merchantId: number) {
  const rows = await db.selectFrom('merchant_users as mu').innerJoin('users as u', 'u.id', 'mu.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.password_hash', 'mu.view', 'mu.level'])
    .where('mu.merchant_id', '=', merchantId).orderBy('u.email').execute();
  const users = new Map<number, { id: number; email: string; full_name: string; invited: boolean; privileges: Privileges }>();
  for (const r of rows) {
    const u = users.get(r.id) ?? { id: r.id, email: r.email, full_name: fullName(r), invited: r.password_hash === null, privileges: {} };
    u.privileges[r.view as View] = r.level;
    users.set(r.id, u);
  }
  return [...users.values()];
}

/** A user holds nothing the actor lacks (only such a user may be changed or removed by the actor). */
const within = (actor: Privileges, user: Privileges) =>
  Object.entries(user).every(([view, level]) => allows(actor[view as View], level as PrivilegeLevel));

type Change = { userId: number; privileges: Privileges | null }; // null: remove from the merchant

/**
 * Applies changes to a merchant's users in the call's transaction (`trx`), with the merchant row locked and the
 * actor's privileges read under the lock. Nobody changes or removes a user who holds a privilege the
 * actor lacks, nor grants one, nor changes themselves: so a user with full access can only be changed
 * by another one, who keeps theirs, and a merchant with a full-access user always keeps one (the lock
 * stops two of them from removing each other at once).
 */
async function changeUsers(trx: Db, merchantId: number, actorId: number, changes: Change[]): Promise<void> {
  await trx.selectFrom('merchants').select('id').where('id', '=', merchantId).forUpdate().executeTakeFirstOrThrow();
  const before = await usersOf(trx, merchantId);
  const actor = before.find((u) => u.id === actorId)?.privileges ?? {};
  if (actor.permissions !== 'edit') throw forbidden();
  for (const { userId, privileges } of changes) {
    const current = before.find((u) => u.id === userId)?.privileges;
    if (current && !within(actor, current)) throw new HttpError(403, { error: HOLDS_MORE });
    if (privileges) checkGrant(actor, privileges);
    await trx.deleteFrom('merchant_users').where('user_id', '=', userId).where('merchant_id', '=', merchantId).execute();
    const rows = Object.entries(privileges ?? {}).map(([view, level]) => ({ user_id: userId, merchant_id: merchantId, view, level: level as PrivilegeLevel }));
    if (rows.length) await trx.insertInto('merchant_users').values(rows).execute();
  }
}

/** Nobody grants more than they hold: every granted level must be within the granter's own. */
function checkGrant(granter: Privileges, wanted: Privileges): void {
  if (Object.keys(wanted).length === 0) throw badRequest(NO_PRIVILEGE);
  for (const [view, level] of Object.entries(wanted)) {
    if (!allows(granter[view as View], level as PrivilegeLevel)) throw badRequest(`You cannot grant ${level} on ${view}: you do not hold it.`);
  }
}

function accessMail(to: string, merchantName: string, publicUrl: string): Mail {
  return {
    to,
    subject: `You were given access to ${merchantName} on Merchant Portal`,
    text: `You were given access to ${merchantName}.\n\nSign in to see it:\n${publicUrl}/account/login\n`,
  };
}

const rowOf = (u: Awaited<ReturnType<typeof usersOf>>[number], merchantId: number, me: number, mine: Privileges, lang?: string) => ({
  id: u.id, merchant: merchantId, full_name: u.full_name, email: u.email, invited: u.invited,
  can_edit: mine.permissions === 'edit' && u.id !== me && within(mine, u.privileges),
  views: Object.fromEntries(Object.entries(u.privileges).map(([view, perm]) => [view, { perm }])),
  privileges: privilegeSummary(u.privileges, lang),
  ...formFromPrivileges(u.privileges),
});

async function target(db: Db, merchantId: number, raw: unknown) {
  const id = dbId(raw);
  const u = id !== undefined ? (await usersOf(db, merchantId)).find((x) => x.id === id) : undefined;
  if (!u) throw notFound();
  return u;
}

const idOf = (request: FastifyRequest) => (request.params as { id: unknown }).id;

// Copy / transfer. `from` is another merchant the user holds permissions (read) on. The GET gives
// the copy form its choices (ui:options.choicesFrom): merchants, users of `from`, source_users
// (this merchant's users, whose rights a copy takes); the POST applies the same rule as the form:
// a field with choices needs one of them, an empty list answers Users not found.
const sources = (db: Db, me: number, merchantId: number) =>
  db.selectFrom('merchants as mm').innerJoin('merchant_users as mu', 'mu.merchant_id', 'mm.id')
    .select(['mm.id', 'mm.name']).where('mu.user_id', '=', me).where('mu.view', '=', 'permissions').where('mm.id', '<>', merchantId)
    .orderBy('mm.name').execute();

type CopyBody = { from_merchant: number | string; users?: Array<number | string>; source_user?: number | string; mode?: string };

export const permissionCalls = ({ mailer, publicUrl }: CallDeps): Pick<MerchantSettingsHandlers,
  'permissions' | 'permissionAddInfo' | 'permissionAdd' | 'permission' | 'permissionSave' | 'permissionRemove' | 'permissionCopyInfo' | 'permissionCopy'> => ({
  permissions: async ({ db, access: { merchant: m, privileges }, request }) => {
    const data = (await usersOf(db, m.id)).map((u) => rowOf(u, m.id, request.auth!.userId, privileges, request.cookies.lang));
    return { data, views: VIEWS, paginator: { page: 1, pages: 1, limit: Math.max(5, data.length), count: data.length } };
  },

  permissionAddInfo: () => ({ email: '', ...formFromPrivileges({}), views: VIEWS }),

  // The user (users, a new or still invited person's one-use token and invitation mail in the
  // outbox, or the access mail), and the rows of merchant_users: one transaction.
  permissionAdd: async ({ db, access: { merchant: m, privileges }, request, body: checked }) => {
    const body = storedValues(PERMISSION_STORES.add, checked).columns;
    const wanted = privilegesFromForm(body);
    checkGrant(privileges, wanted);
    const email = normalizeEmail(String(body.email));
    const existing = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
    if (existing) {
      const has = await db.selectFrom('merchant_users').select('view').where('user_id', '=', existing.id).where('merchant_id', '=', m.id).executeTakeFirst();
      if (has) throw badRequest([['email', 'This user already has access to the merchant']]);
    }
    let userId: number;
    if (existing && existing.password_hash !== null) {
      userId = existing.id;
      await mailer.send(accessMail(email, m.name, publicUrl), db);
    } else {
      // A new (or still invited) person: the invitation link, its mail in the call's transaction too.
      userId = await inviteUser({ db, publicUrl, mailer }, email, m.name);
    }
    await changeUsers(db, m.id, request.auth!.userId, [{ userId, privileges: wanted }]);
    const u = await target(db, m.id, userId);
    return { ...rowOf(u, m.id, request.auth!.userId, privileges, request.cookies.lang), invited: !existing || existing.password_hash === null };
  },

  permission: async ({ db, access: { merchant: m, privileges }, request }) => {
    const u = await target(db, m.id, idOf(request));
    return { ...rowOf(u, m.id, request.auth!.userId, privileges, request.cookies.lang), ...formFromPrivileges(u.privileges) };
  },

  permissionSave: async ({ db, access: { merchant: m, privileges }, request }) => {
    const u = await target(db, m.id, idOf(request));
    if (u.id === request.auth!.userId) throw forbidden(); // nobody edits their own rights (no self lock-out)
    // The e-mail is read-only when editing: the body's e-mail (if any) is ignored.
    const body = storedValues(PERMISSION_STORES.edit, { ...(request.body as Body), email: u.email }).columns;
    const wanted = privilegesFromForm(body);
    await changeUsers(db, m.id, request.auth!.userId, [{ userId: u.id, privileges: wanted }]);
    return { ...rowOf(await target(db, m.id, u.id), m.id, request.auth!.userId, privileges, request.cookies.lang), ...formFromPrivileges(wanted) };
  },

  permissionRemove: async ({ db, access: { merchant: m }, request }) => {
    const u = await target(db, m.id, idOf(request));
    if (u.id === request.auth!.userId) throw forbidden(); // can_edit is false for oneself
    await changeUsers(db, m.id, request.auth!.userId, [{ userId: u.id, privileges: null }]);
    return {};
  },

  permissionCopyInfo: async ({ db, access: { merchant: m }, request }) => {
    const me = request.auth!.userId;
    const merchants = await sources(db, me, m.id);
    const sourceUsers = (await usersOf(db, m.id)).map((u) => ({ value: u.id, label: `${u.full_name}, e-mail ${u.email}` }));
    const from = (request.query as { from?: string }).from;
    let users: Array<{ id: number; full_name: string; email: string; label: string }> = [];
    if (from) {
      const other = await loadMerchantAccess(db, me, from, 'permissions', 'read');
      users = (await usersOf(db, other.merchant.id)).filter((u) => u.id !== me)
        .map((u) => ({ id: u.id, full_name: u.full_name, email: u.email, label: `${u.full_name}, e-mail ${u.email}` }));
    }
    return {
      merchants: merchants.map((x) => ({ value: x.id, label: x.name })),
      users,
      source_users: sourceUsers,
      message: from && users.length === 0 ? USERS_NOT_FOUND : undefined,
    };
  },

  // merchant_users rows and the access mails (outbox) in one transaction.
  permissionCopy: async ({ db, access: { merchant: m, privileges }, request, body: checked }) => {
    const me = request.auth!.userId;
    const body = checked as CopyBody;
    if (body.from_merchant === undefined) {
      if ((await sources(db, me, m.id)).length === 0) throw badRequest(USERS_NOT_FOUND);
      throw badRequest([['from_merchant', 'field is required']]);
    }
    const other = await loadMerchantAccess(db, me, body.from_merchant, 'permissions', 'read');
    const candidates = (await usersOf(db, other.merchant.id)).filter((u) => u.id !== me);
    if (candidates.length === 0) throw badRequest(USERS_NOT_FOUND);
    if (!(body.users ?? []).length) throw badRequest([['users', 'field is required']]);
    const chosen = candidates.filter((u) => (body.users ?? []).map(Number).includes(u.id));
    if (chosen.length === 0) throw badRequest(USERS_NOT_FOUND);
    let template: Privileges | null = null;
    if (body.mode !== 'transfer') {
      const source = (await usersOf(db, m.id)).find((u) => u.id === Number(body.source_user));
      if (!source) throw badRequest([['source_user', 'field is required']]);
      template = source.privileges;
    }
    for (const u of chosen) checkGrant(privileges, template ?? u.privileges);
    const changed = chosen.filter((u) => u.id !== me);
    await changeUsers(db, m.id, me, changed.map((u) => ({ userId: u.id, privileges: template ?? u.privileges })));
    for (const u of changed) await mailer.send(accessMail(u.email, m.name, publicUrl), db);
    return { copied: chosen.length };
  },
});
