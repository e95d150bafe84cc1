// Link calls (schemas/endpoints/links.json; spec 001 s.7 'Links', base /merchant/payment-solutions/),
// privilege payment_solutions. The calls of one link (links/{id}/...) are 'signed-in' in the file:
// the link names its merchant, whose privilege is checked here (./access.ts: 404 for a link of a
// merchant the user cannot see, like an unknown id).
// send: shares by e-mail ({email}, else the payer's), only while created; the list's row action
// posts it without a body. The list itself (GET links/) is the lists engine's (./list-source.ts).
// shorten (GET s/shortener?url=, spec 001 s.7): the short link of a checkout address of this portal
// (nothing else, so the portal is no open shortener), remembered on the link it points to.
import { badRequest, demoMode, HttpError, notFound } from '../http/errors.ts';
import { defineHandlers, type ReadCall } from '../http/handler-types.ts';
import { toMinor } from '../lists/money.ts';
import { loadLinkAccess } from './access.ts';
import { linkMail, linkMailHtml, type LinkMailParts } from './link-mail.ts';
import { linkUrl, newLinkRef } from './link-url.ts';
import { qrPair, sendQrSvg } from './qr-reply.ts';
import { readLogo, uploadLogo, logoReply } from './qr-logo.ts';
import type { QrMode } from './qr.ts';
import { linksDb, type LinkCustomField } from './tables.ts';
import { invoiceReply, merchantToday, readLink, type LinkWithStatus } from './view.ts';

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

import { sendQrLogo } from './logo-file-route.ts';

export const linkHandlers = defineHandlers('links', ({ publicUrl, mailer, shortener }) => {
  const qrLink = async ({ db, request }: ReadCall) => {
    const { link } = await loadLinkAccess(db, request, 'read');
    // QR hidden when deleted (s.4).
    if (link.shown_status === 'deleted') throw notFound();
    return { url: linkUrl(publicUrl, link.ref), logo: await readLogo(linksDb(db), link.merchant_id) };
  };
  const qrDownload = (mode: QrMode) => async (call: ReadCall) => {
    const { url, logo } = await qrLink(call);
    return sendQrSvg(call.reply, url, mode, logo, 'payment-link-qr');
  };

  return {
    merchants: async ({ db, request }) => {
      const userId = request.auth!.userId;
      // The create form's merchant selector: a user with no merchant at all meets the demo-mode modal here.
      const any = await db.selectFrom('merchant_users').select('merchant_id').where('user_id', '=', userId).limit(1).executeTakeFirst();
      if (!any) throw demoMode();
      const rows = await db.selectFrom('merchant_users as u').innerJoin('merchants as m', 'm.id', 'u.merchant_id')
        .select(['m.id', 'm.name', 'm.merchant_id', 'm.status'])
        .where('u.user_id', '=', userId).where('u.view', '=', 'payment_solutions').orderBy('m.id').execute();
      return { data: rows.map((m, i) => ({ text: m.name, value: m.id, url: `/solutions/links/create/${m.id}/settings`, status: m.status, checked: i === 0 })) };
    },

    choices: ({ access }) => {
      const currencies = access.merchant.currencies as string[];
      return { currency: currencies.map((c) => ({ value: c, label: c })), checkout_language: LANGUAGES };
    },

    create: async ({ db, access, request, body: checked }) => {
      const merchant = access.merchant;
      const body = checked as CreateBody;
      const currencies = merchant.currencies as string[];
      const errors: Array<[string, string]> = [];
      const amount = toMinor(body.amount);
      if (amount === null || amount <= 0) errors.push(['amount', 'field is lower than 0.01']);
      if (!body.currency) errors.push(['currency', 'field is required']);
      else if (!currencies.includes(body.currency)) errors.push(['currency', 'field must match pattern']);
      const links = linksDb(db);
      const today = await merchantToday(links, merchant.id);
      if (body.timeend && body.timeend < today) errors.push(['timeend', `field is lower than ${today}`]);
      if (errors.length > 0) throw badRequest(errors);
      const customFields: LinkCustomField[] = (body.custom_fields ?? []).map((label, i) => ({ name: `cf-${i + 1}`, label }));
      const { id } = await links.insertInto('links').values({
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
      const link = (await readLink(links, id))!;
      return { invoice: invoiceReply(link, publicUrl), redirect: `/solutions/links/info/${id}` };
    },

    info: async ({ db, request }) => {
      const { link } = await loadLinkAccess(db, request, 'read');
      return { invoice: invoiceReply(link, publicUrl) };
    },

    delete: async ({ db, request }) => {
      const { link } = await loadLinkAccess(db, request, 'edit');
      const deleted = await linksDb(db).updateTable('links').set({ status: 'deleted' })
        .where('id', '=', link.id).where('status', '!=', 'deleted').executeTakeFirst();
      if (deleted.numUpdatedRows === 0n) throw badRequest('The link is already deleted.');
      return { message: 'Link deleted' };
    },

    send: async (call) => {
      const { link } = await loadLinkAccess(call.db, call.request, 'edit');
      const given = (call.request.body ?? {}) as { email?: unknown };
      // Without an e-mail (the list's row action) the link goes to its payer's address, when it has one.
      const { email } = given.email === undefined && link.receiver_email ? { email: link.receiver_email } : call.body as { email: string };
      if (link.shown_status !== 'created') throw badRequest('Only a link in status created can be sent.');
      await mailer.send(linkMail(email, mailParts(link, publicUrl)), call.db);
      await linksDb(call.db).updateTable('links').set({ sent_at: new Date() }).where('id', '=', link.id).execute();
      return { message: 'The link was sent' };
    },

    preview: async ({ db, request }) => {
      const { link } = await loadLinkAccess(db, request, 'read');
      return { html: linkMailHtml(mailParts(link, publicUrl)) };
    },

    qr: async (call) => {
      const { url, logo } = await qrLink(call);
      return qrPair(url, logo);
    },
    qrPlainSvg: qrDownload('plain'),
    qrCoverSvg: qrDownload('svg'),

    qrLogo: async ({ db, access }) => logoReply(await readLogo(linksDb(db), access.merchant.id), access.merchant.id),
    qrLogoFile: ({ db, access, reply }) => sendQrLogo(db, access.merchant.id, reply),

    qrLogoUpload: async ({ db, access, request }) => {
      const merchantId = access.merchant.id;
      return logoReply(await uploadLogo(linksDb(db), request, merchantId), merchantId);
    },

    shorten: async ({ db, request }) => {
      const url = (request.query as { url?: unknown }).url;
      if (typeof url !== 'string' || url === '') throw badRequest([['url', 'field is required']]);
      if (!url.startsWith(`${publicUrl}/checkout/`) || url.length > 2048 || /\s/.test(url)) throw badRequest([['url', 'Enter a valid url']]);
      let token: string;
      try {
        token = await shortener.shorten(url);
      } catch {
        throw new HttpError(502, { error: 'The URL shortener is not available. Try again later.' });
      }
      const ref = /\/checkout\/link\/([\w-]+)$/.exec(url)?.[1];
      if (ref) await linksDb(db).updateTable('links').set({ url_short: token }).where('ref', '=', ref).execute();
      return { token };
    },
  };
});
