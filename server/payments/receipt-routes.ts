// Receipts (spec 002 s.7): GET receipt/ (printable page), POST receipt_mail/ (sent through the
// mailer), POST fiscalize/ (fiscal receipt issued once), POST reverse_receipt/ (a return receipt for
// the refunds not covered yet, downloaded), GET p2p_reference/ (downloaded). Each POST is recorded in the history; the GETs change nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FiscalError } from '../fiscal/provider.ts';
import { issueSaleReceipt, lockActiveRegister, recordFiscalError } from '../fiscal/service.ts';
import { asPaymentsTrx, fiscalDb } from '../fiscal/tables.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadPaymentAccess, type PaymentAccess } from './access.ts';
import { actionReply } from './action-reply.ts';
import { htmlDocument, p2pReferenceLines, receiptLines, reverseReceiptLines, textDocument } from './documents.ts';
import { listEvents, recordEvent } from './events.ts';
import { fiscalNumberOf, loadFiscalState } from './fiscal-state.ts';
import { assertAllows, type Action } from './flags.ts';
import { lockPayment, runLocked } from './locked-action.ts';
import { paymentsDb, type PaymentRow, type PaymentsDb, type PaymentsTrx } from './tables.ts';

const sendHtml = (reply: FastifyReply, html: string, download?: string) => {
  if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
};

export function paymentReceiptRoutes(api: FastifyInstance, ctx: AppContext): void {
  const db = paymentsDb(ctx.db);
  const allowed = async (d: PaymentsDb | PaymentsTrx, action: Exclude<Action, 'payout'>, p: PaymentRow, access: PaymentAccess, error?: string) =>
    assertAllows(action, { p, fiscal: await loadFiscalState(d, p.id), merchant: access.merchant }, error);

  api.get('/merchant/transactions/:payment/receipt/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    await allowed(db, 'receipt', access.payment, access);
    return sendHtml(reply, htmlDocument('Receipt', receiptLines(access.payment, access.merchant)));
  });

  api.post('/merchant/transactions/:payment/receipt_mail/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const { email } = validateBody<{ email: string }>('payment_receipt_mail', request.body);
    await allowed(db, 'receipt', access.payment, access);
    const text = textDocument(`Receipt from ${access.merchant.name}`, receiptLines(access.payment, access.merchant));
    await ctx.mailer.send({ to: email, subject: `Your receipt for order ${access.payment.order_id}`, text });
    const event = await recordEvent(db, { paymentId: access.payment.id, type: 'receipt_mail', userId: access.userId, details: { email } });
    return actionReply(db, access, event);
  });

  // The receipt is issued by the merchant's active cash register through the fiscal provider
  // (server/fiscal/); a refusal of the provider is logged (/taxes/errors) and answered as a 400.
  api.post('/merchant/transactions/:payment/fiscalize/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const fdb = fiscalDb(ctx.db);
    const now = new Date();
    const result = await fdb.transaction().execute(async (ftrx) => {
      const trx = asPaymentsTrx(ftrx);
      const p = await lockPayment(trx, access.payment.id);
      const register = await lockActiveRegister(ftrx, p.merchant_id);
      if (!register) throw badRequest('Fiscalization error', { reason: 'Connect an active cash register first' });
      await allowed(trx, 'fiscalize', p, access, 'Fiscalization error');
      try {
        await issueSaleReceipt(ftrx, ctx.fiscal, register, p, access.userId, now);
      } catch (e) {
        if (e instanceof FiscalError) return { refused: e, register };
        throw e;
      }
      const [event] = (await listEvents(trx, p.id)).filter((ev) => ev.type === 'fiscalize');
      return { reply: await actionReply(trx, access, event, 'Payment successfully fiscalized') };
    });
    if ('reply' in result) return result.reply;
    await recordFiscalError(fdb, result.register, access.payment.id, result.refused, now);
    throw badRequest('Fiscalization error', { reason: result.refused.message });
  });

  api.post('/merchant/transactions/:payment/reverse_receipt/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const given = (request.body as { transaction_id?: unknown } | undefined)?.transaction_id;
    if (given !== undefined && String(given) !== String(access.payment.id)) throw badRequest([['transaction_id', 'Does not match the payment']]);
    const html = await runLocked(db, access.payment.id, async (trx, p) => {
      await allowed(trx, 'reverseReceipt', p, access);
      const fiscal = await loadFiscalState(trx, p.id);
      const amount = p.reversal_amount - fiscal.reverseReceipted;
      const number = (await fiscalNumberOf(trx, p.id)) ?? '';
      await recordEvent(trx, { paymentId: p.id, type: 'reverse_receipt', userId: access.userId, amount, currency: p.currency, details: { fiscal_number: number } });
      return htmlDocument('Reverse receipt', reverseReceiptLines(p, access.merchant, amount, number));
    });
    return sendHtml(reply, html, `reverse-receipt-${access.payment.id}.html`);
  });

  api.get('/merchant/transactions/:payment/p2p_reference/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    await allowed(db, 'printP2p', access.payment, access);
    return sendHtml(reply, htmlDocument('P2P transfer reference', p2pReferenceLines(access.payment, access.merchant)), `p2p-reference-${access.payment.id}.html`);
  });
}
