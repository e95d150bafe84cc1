// The hosted checkout, public (no portal session): GET /checkout/{kind}/{ref} shows the order and the
// payment form, POST pays and shows the result. Pages are HTML with their own strict CSP (no script,
// one nonce'd style, forms to this origin only, never framed) and no-store caching (a card form).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { attemptFailed, attemptSucceeded, clientKey, countAttempt } from '../account/throttle.ts';
import type { Acquirer } from '../acquirer/acquirer.ts';
import type { AppContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { FORM_MAX_AGE_MS, issueFormToken, readFormToken } from './form-token.ts';
import { formPage, messagePage, resultPage, type FormView } from './page.ts';
import { checkWithPromocode, offersPromocode, previewPromocode, promocodeField } from './promocode.ts';
import { pageLanguage, type PageLanguage } from './texts.ts';
import { checkPayerForm, parseFormBody, prefilledAmount, referenceOf, type PayerForm } from './payer-form.ts';
import { paidWithKey, pay, sendCallbacks, type Paid, type Refused } from './pay.ts';
import type { CheckoutKind, CheckoutOrder, CheckoutSource } from './source.ts';
import { sourceOf, type CheckoutSources } from './sources.ts';
import { checkoutStyle, DEFAULT_STYLE, type CheckoutStyle } from './style.ts';

const REF = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_FORM_BYTES = 64 * 1024;

type Params = { kind: string; ref: string };
type Payable = { kind: CheckoutKind; ref: string; source: CheckoutSource; order: CheckoutOrder; merchant: { id: number; merchant_id: string; name: string }; promocodes: boolean };

// Images: this origin, data: and the design's logo's origin (checked in server/designs/checkout-style.ts).
function send(reply: FastifyReply, status: number, style: CheckoutStyle, render: (nonce: string, lang: PageLanguage) => string) {
  const nonce = randomBytes(16).toString('base64');
  const logo = style.logoUrl ? ` ${new URL(style.logoUrl).origin}` : '';
  return reply.code(status).headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:${logo}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  }).send(render(nonce, pageLanguage(style, reply.request.headers['accept-language'])));
}

const notPayable = (reply: FastifyReply) => send(reply, 404, DEFAULT_STYLE, (n, l) => messagePage('Payment not available',
  'This payment does not exist or can no longer be paid. Ask the merchant for a new payment link.', DEFAULT_STYLE, n, l));

/** The merchant's return page: an absolute http(s) URL, else none. */
function returnUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function checkoutRoutes(app: FastifyInstance, ctx: AppContext, deps: { sources: CheckoutSources; acquirer: Acquirer }): void {
  const action = (kind: string, ref: string) => `/checkout/${kind}/${ref}`;

  async function payable(params: Params): Promise<Payable | null> {
    const served = sourceOf(deps.sources, params.kind);
    if (!served || !REF.test(params.ref)) return null;
    const order = await served.source.load(ctx.db, params.ref);
    // A source's order with a zero amount or an odd currency is not offered (nothing to charge).
    if (!order || (order.amount !== null && order.amount <= 0) || !/^[A-Z]{3}$/.test(order.currency)) return null;
    const merchant = await ctx.db.selectFrom('merchants').select(['id', 'merchant_id', 'name']).where('id', '=', order.merchantId).executeTakeFirst();
    return merchant ? { ...served, ref: params.ref, order, merchant, promocodes: await offersPromocode(ctx.db, served.kind, params.ref) } : null;
  }

  const showForm = (reply: FastifyReply, status: number, p: Payable, style: CheckoutStyle, view: Partial<FormView> & { token: string; promoHint?: string }) =>
    send(reply, status, style, (n, l) => formPage({ merchantName: p.merchant.name, order: p.order, action: action(p.kind, p.ref), ...view,
      promocode: p.promocodes || view.errors?.promocode ? promocodeField(view.values ?? {}, view.errors ?? {}, view.promoHint) : undefined }, style, n, l));

  const showResult = (reply: FastifyReply, kind: string, ref: string, paid: Paid, merchantName: string, responseUrl: string | null, style: CheckoutStyle) =>
    send(reply, 200, style, (n, l) => resultPage({
      merchantName, approved: paid.outcome === 'approved', reason: paid.reason, amount: paid.payment.amount, currency: paid.payment.currency,
      orderId: paid.payment.order_id, card: `${paid.payment.card_bin}******${paid.payment.card_last4}`, retry: action(kind, ref), responseUrl: returnUrl(responseUrl),
    }, style, n, l));

  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
      (_request, body, done) => done(null, parseFormBody(body as string)));

    // ?amount= (when the order has none) and ?reference= prefill the form: a payable's URL may carry them.
    scope.get<{ Params: Params; Querystring: Record<string, unknown> }>('/checkout/:kind/:ref', async (request, reply) => {
      const p = await payable(request.params);
      if (!p) return notPayable(reply);
      const amount = p.order.amount === null ? prefilledAmount(request.query.amount) : null;
      const reference = referenceOf(request.query.reference);
      const promo = p.promocodes ? await previewPromocode(ctx.db, p.kind, p.ref, p.order, request.query.promocode) : { values: {}, errors: {} };
      const values: PayerForm = { ...(amount ? { amount } : {}), ...(reference ? { reference } : {}), ...promo.values };
      return showForm(reply, 200, p, await checkoutStyle(ctx.db, p.order.designId, p.order.language),
        { token: issueFormToken(ctx.secretKey, p.kind, p.ref), values, errors: promo.errors, promoHint: promo.hint });
    });

    scope.post<{ Params: Params; Body: PayerForm }>('/checkout/:kind/:ref', async (request, reply) => {
      const { kind, ref } = request.params;
      // Only the page's own form is read (all strings); any other body (JSON, multipart) carries no token.
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ?? false;
      const form: PayerForm = isForm && request.body ? request.body : {};
      const tokenText = form.token ?? '';
      const token = readFormToken(ctx.secretKey, kind, ref, tokenText);
      if (!token) {
        return send(reply, 403, DEFAULT_STYLE, (n, l) => messagePage('Payment form not valid', 'This payment form was not issued by this checkout. Open the payment page again.', DEFAULT_STYLE, n, l));
      }
      // A submit of a key that already paid shows that payment, whatever happened to the payable since.
      // The payable is read first: a concurrent submit that paid it (null now) committed its key with it.
      const p = await payable(request.params);
      const earlier = await paidWithKey(ctx.db, token.key);
      if (earlier) {
        const name = (await ctx.db.selectFrom('merchants').select('name').where('id', '=', earlier.payment.merchant_id).executeTakeFirstOrThrow()).name;
        return showResult(reply, kind, ref, earlier, name, p?.order.responseUrl ?? null, await checkoutStyle(ctx.db, p?.order.designId ?? null, p?.order.language ?? null));
      }
      if (!p) return notPayable(reply);
      const style = await checkoutStyle(ctx.db, p.order.designId, p.order.language);
      if (Date.now() - token.issued > FORM_MAX_AGE_MS) {
        return showForm(reply, 400, p, style, { token: issueFormToken(ctx.secretKey, kind, ref), notice: 'This payment page has expired. Check the details and pay again.' });
      }
      const checked = await checkWithPromocode(ctx.db, p.kind, ref, form, checkPayerForm(form, p.order));
      if (!checked.ok) return showForm(reply, 400, p, style, { token: tokenText, values: checked.values, errors: checked.errors });
      // Card testing: declined charges are counted per client; an approved one takes its attempt back.
      const client = [['checkout', clientKey(request.ip)]] as const;
      try {
        await countAttempt(ctx.db, ...client);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        return send(reply.headers(err.headers), 429, style, (n, l) => messagePage('Too many declined payments',
          `Too many payments from your network were declined. Try again in ${err.headers['retry-after']} seconds.`, style, n, l));
      }
      let paid: Paid | Refused;
      try {
        paid = await pay(ctx.db, deps.acquirer, p.source, { kind: p.kind, ref, key: token.key, order: p.order, payer: checked.payer, promocode: checked.promocode });
      } catch (err) {
        // Nothing about the card in the log: the error's own message only (masked by the log serializer).
        request.log.error({ err }, 'checkout payment failed');
        // The same token again retries with the same key: the acquirer charges a key once.
        const { card_number: _n, card_cvv: _c, ...values } = form;
        return showForm(reply, 502, p, style, { token: tokenText, values, notice: 'The payment could not be completed. Try again.' });
      }
      if ('refused' in paid) {
        // Nothing was charged (not a card test: the counted attempt is taken back). A resubmit of the form that just paid finds its own payment.
        await attemptSucceeded(ctx.db, ...client);
        const own = await paidWithKey(ctx.db, token.key);
        if (own) return showResult(reply, kind, ref, own, p.merchant.name, p.order.responseUrl, style);
        return send(reply, 409, style, (n, l) => (paid.refused === 'busy'
          ? messagePage('Payment in progress', 'Someone is paying this right now, so your card was not charged. If their payment does not go through, you can pay in a few minutes.', style, n, l)
          : messagePage('Already paid', 'This payment has already been made, so your card was not charged.', style, n, l)));
      }
      if (paid.outcome === 'approved') await attemptSucceeded(ctx.db, ...client);
      else await attemptFailed(ctx.db, ...client);
      // The payment is committed: a failure while telling the merchant's server must not hide the result from the payer.
      if (paid.fresh) await sendCallbacks(ctx.db, paid, p.order, p.merchant.merchant_id, checked.payer).catch((err: unknown) => request.log.error({ err }, 'checkout callbacks failed'));
      return showResult(reply, kind, ref, paid, p.merchant.name, p.order.responseUrl, style);
    });
  });
}
