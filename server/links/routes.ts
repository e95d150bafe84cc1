// Link calls (spec 001 s.7 'Links', base /merchant/payment-solutions/), privilege payment_solutions:
// GET  links/merchants/                 merchants the user may see links of (read)
// GET  links/{merchant}/create/choices/ currencies and checkout languages (edit)
// POST links/{merchant}/create/         form link_create (edit); 409 demo mode without a merchant
// GET  links/{id}/info/                 {invoice} (read)
// POST links/{id}/delete/               created/paid/expired -> deleted (edit)
// POST links/{id}/send/                 shares by e-mail ({email}, else the payer's), only while created (edit)
// GET  links/{id}/preview/              {html}: the e-mail's HTML (read)
// GET  links/{id}/qr/                   both QR codes, plain and svg (read); GET links/{id}/qr/{plain|svg}/download/ saves one as SVG
// GET/POST {merchant}/qr_logo/          the merchant's QR logo (read / edit, multipart `file`)
// The list itself (GET links/) is the lists engine's (./list-source.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { badRequest, demoMode, notFound, unauthorized } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { formFields } from '../forms/form-fields.ts';
import { NOT_IN_FORM } from '../forms/form-store.ts';
import { toMinor } from '../lists/money.ts';
import { requireMerchant } from '../merchant/require-merchant.ts';
import { loadLinkAccess } from './access.ts';
import { linkMail, linkMailHtml, type LinkMailParts } from './link-mail.ts';
import { linkUrl, newLinkRef } from './link-url.ts';
import { modeOf, qrPair, sendQrSvg } from './qr-reply.ts';
import { readLogo, uploadLogo, logoReply } from './qr-logo.ts';
import { linksDb, type LinkCustomField } from './tables.ts';
import { invoiceReply, merchantToday, readLink, type LinkWithStatus } from './view.ts';

const BASE = '/merchant/payment-solutions';
const CREATE_FIELDS = new Set(formFields('link_create').map((f) => f.name));
const LANGUAGES = [{ value: 'en', label: 'English' }, { value: 'uk', label: 'Українська' }];

type CreateBody = {
  merchant?: string; amount: string; currency?: string; description?: string; invoice_name?: string; timeend?: string;
  receiver_first_name?: string; receiver_email?: string; receiver_phone?: string; checkout_language?: string;
  response_url?: string; server_callback_url?: string; merchant_data?: string; custom_fields?: string[];
};

const mailParts = (link: LinkWithStatus, publicUrl: string): LinkMailParts => ({
  merchantName: link.merchant_name,
  amount: Number(link.amount),
  currency: link.currency,
  description: link.description,
  reference: link.invoice_name,
  payerName: link.receiver_first_name,
  url: linkUrl(publicUrl, link.ref),
  timeend: link.timeend,
});

export function linkRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = linksDb(ctx.db);

  api.get(`${BASE}/links/merchants/`, async (request) => {
    if (request.auth?.state !== 'ok') throw unauthorized();
    // The create form's merchant selector: a user with no merchant at all meets the demo-mode modal here.
    const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', request.auth.userId).limit(1).executeTakeFirst();
    if (!any) throw demoMode();
    const rows = await db.selectFrom('merchant_users as u').innerJoin('merchants as m', 'm.id', 'u.merchant_id')
      .select(['m.id', 'm.name', 'm.merchant_id', 'm.status'])
      .where('u.user_id', '=', request.auth.userId).where('u.view', '=', 'payment_solutions').orderBy('m.id').execute();
    return { data: rows.map((m, i) => ({ text: m.name, value: m.id, url: `/solutions/links/create/${m.id}/settings`, status: m.status, checked: i === 0 })) };
  });

  api.get(`${BASE}/links/:merchant/create/choices/`, { preHandler: requireMerchant(ctx.db, 'payment_solutions', 'edit') }, async (request) => {
    const currencies = request.merchantAccess!.merchant.currencies as string[];
    return { currency: currencies.map((c) => ({ value: c, label: c })), checkout_language: LANGUAGES };
  });

  api.post(`${BASE}/links/:merchant/create/`, { preHandler: requireMerchant(ctx.db, 'payment_solutions', 'edit') }, async (request) => {
    const merchant = request.merchantAccess!.merchant;
    const body = validateBody<CreateBody>('link_create', request.body);
    const extra = Object.keys(body).find((k) => !CREATE_FIELDS.has(k));
    if (extra) throw badRequest([[extra, NOT_IN_FORM]]);
    const currencies = merchant.currencies as string[];
    const errors: Array<[string, string]> = [];
    const amount = toMinor(body.amount);
    if (amount === null || amount <= 0) errors.push(['amount', 'field is lower than 0.01']);
    if (!body.currency) errors.push(['currency', 'field is required']);
    else if (!currencies.includes(body.currency)) errors.push(['currency', 'field must match pattern']);
    const today = await merchantToday(db, merchant.id);
    if (body.timeend && body.timeend < today) errors.push(['timeend', `field is lower than ${today}`]);
    if (errors.length > 0) throw badRequest(errors);
    const customFields: LinkCustomField[] = (body.custom_fields ?? []).map((label, i) => ({ name: `cf-${i + 1}`, label }));
    const { id } = await db.insertInto('links').values({
      merchant_id: merchant.id,
      ref: newLinkRef(),
      amount: amount!,
      currency: body.currency!,
      description: body.description ?? '',
      invoice_name: body.invoice_name ?? '',
      timeend: body.timeend || null,
      receiver_first_name: body.receiver_first_name ?? '',
      receiver_email: body.receiver_email ?? '',
      receiver_phone: body.receiver_phone ?? '',
      checkout_language: body.checkout_language ?? 'en',
      response_url: body.response_url ?? '',
      server_callback_url: body.server_callback_url ?? '',
      merchant_data: body.merchant_data ?? '',
      custom_fields: JSON.stringify(customFields),
      created_by: request.auth!.userId,
    }).returning('id').executeTakeFirstOrThrow();
    const link = (await readLink(db, id))!;
    return { invoice: invoiceReply(link, ctx.publicUrl), redirect: `/solutions/links/info/${id}` };
  });

  api.get(`${BASE}/links/:id/info/`, async (request) => {
    const { link } = await loadLinkAccess(ctx.db, request, 'read');
    return { invoice: invoiceReply(link, ctx.publicUrl) };
  });

  api.post(`${BASE}/links/:id/delete/`, async (request) => {
    const { link } = await loadLinkAccess(ctx.db, request, 'edit');
    const deleted = await db.updateTable('links').set({ status: 'deleted' })
      .where('id', '=', link.id).where('status', '!=', 'deleted').executeTakeFirst();
    if (deleted.numUpdatedRows === 0n) throw badRequest('The link is already deleted.');
    return { message: 'Link deleted' };
  });

  api.post(`${BASE}/links/:id/send/`, async (request) => {
    const { link } = await loadLinkAccess(ctx.db, request, 'edit');
    const given = (request.body ?? {}) as { email?: unknown };
    const { email } = given.email === undefined && link.receiver_email
      ? { email: link.receiver_email }
      : validateBody<{ email: string }>('link_send', request.body);
    if (link.shown_status !== 'created') throw badRequest('Only a link in status created can be sent.');
    await ctx.mailer.send(linkMail(email, mailParts(link, ctx.publicUrl)));
    await db.updateTable('links').set({ sent_at: new Date() }).where('id', '=', link.id).execute();
    return { message: 'The link was sent' };
  });

  api.get(`${BASE}/links/:id/preview/`, async (request) => {
    const { link } = await loadLinkAccess(ctx.db, request, 'read');
    return { html: linkMailHtml(mailParts(link, ctx.publicUrl)) };
  });

  const qrLink = async (request: Parameters<typeof loadLinkAccess>[1]) => {
    const { link } = await loadLinkAccess(ctx.db, request, 'read');
    // QR hidden when deleted (s.4).
    if (link.shown_status === 'deleted') throw notFound();
    return { url: linkUrl(ctx.publicUrl, link.ref), logo: await readLogo(db, link.merchant_id) };
  };
  api.get(`${BASE}/links/:id/qr/`, async (request) => {
    const { url, logo } = await qrLink(request);
    return qrPair(url, logo);
  });

  api.get(`${BASE}/links/:id/qr/:mode/download/`, async (request, reply) => {
    const mode = modeOf(request.params);
    const { url, logo } = await qrLink(request);
    return sendQrSvg(reply, url, mode, logo, 'payment-link-qr');
  });

  api.get(`${BASE}/:merchant/qr_logo/`, { preHandler: requireMerchant(ctx.db, 'payment_solutions', 'read') }, async (request) =>
    logoReply(await readLogo(db, request.merchantAccess!.merchant.id), request.merchantAccess!.merchant.id));

  api.post(`${BASE}/:merchant/qr_logo/`, { config: { multipart: true }, preHandler: requireMerchant(ctx.db, 'payment_solutions', 'edit') },
    async (request) => {
      const merchantId = request.merchantAccess!.merchant.id;
      return logoReply(await uploadLogo(db, request, merchantId), merchantId);
    });

  api.get(`${BASE}/:merchant/qr_logo/file/`, { preHandler: requireMerchant(ctx.db, 'payment_solutions', 'read') }, async (request, reply) => {
    const logo = await readLogo(db, request.merchantAccess!.merchant.id);
    if (!logo) throw notFound();
    return reply.header('content-type', logo.contentType).header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store').send(Buffer.from(logo.data));
  });

}
