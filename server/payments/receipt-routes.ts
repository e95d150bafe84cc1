// Receipts (spec 002 s.7): GET receipt/ (printable page), POST receipt_mail/ (sent through the
// mailer), POST fiscalize/ (fiscal receipt issued once), POST reverse_receipt/ (a fiscal return receipt
// for the refunds not covered yet, downloaded), GET p2p_reference/ (downloaded). Each POST is recorded
// in the history; the GETs change nothing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FiscalError } from '../fiscal/provider.ts';
import { issueRefundReceipt, issueSaleReceipt, lockActiveRegister, recordFiscalError } from '../fiscal/service.ts';
import { asPaymentsTrx, fiscalDb, type CashboxRow, type FiscalTrx } from '../fiscal/tables.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest } from '../http/errors.ts';
import { validateBody } from '../http/validate-body.ts';
import { loadPaymentAccess, type PaymentAccess } from './access.ts';
import { actionReply } from './action-reply.ts';
import { htmlDocument, p2pReferenceLines, receiptLines, reverseReceiptLines, textDocument } from './documents.ts';
import { listEvents, recordEvent } from './events.ts';
import { fiscalNumberOf, loadFiscalState } from './fiscal-state.ts';
import { assertAllows, type Action } from './flags.ts';
import { lockPayment } from './locked-action.ts';
import { paymentsDb, type PaymentRow, type PaymentsDb, type PaymentsTrx } from './tables.ts';

// Spec 002 s.8 (error catalogue): the heading of every fiscalization error.
const FISCAL_ERROR = 'Fiscalization error';

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

  // Fiscal actions (fiscalize, reverse receipt): one transaction holding the payment's lock; `register()`
  // locks the merchant's active register (each action asks for it at its own point, so its own
  // refusal comes first). A refusal of the provider writes nothing; it is logged after the rollback
  // (/taxes/errors) and answered as a 400.
  const fiscalAction = async <T>(access: PaymentAccess, work: (ftrx: FiscalTrx, p: PaymentRow, register: () => Promise<CashboxRow>) => Promise<T>): Promise<T> => {
    const fdb = fiscalDb(ctx.db);
    let locked: CashboxRow | null = null;
    try {
      return await fdb.transaction().execute(async (ftrx) => {
        const p = await lockPayment(asPaymentsTrx(ftrx), access.payment.id);
        return work(ftrx, p, async () => {
          locked = await lockActiveRegister(ftrx, p.merchant_id);
          if (!locked) throw badRequest(FISCAL_ERROR, { reason: 'Connect an active cash register first' });
          return locked;
        });
      });
    } catch (e) {
      if (!(e instanceof FiscalError) || !locked) throw e;
      await recordFiscalError(fdb, locked, access.payment.id, e, new Date());
      throw badRequest(FISCAL_ERROR, { reason: e.message });
    }
  };

  // The sale receipt, issued by the merchant's active cash register through the fiscal provider (server/fiscal/).
  api.post('/merchant/transactions/:payment/fiscalize/', async (request) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    return fiscalAction(access, async (ftrx, p, register) => {
      const trx = asPaymentsTrx(ftrx);
      const cashbox = await register();
      await allowed(trx, 'fiscalize', p, access, FISCAL_ERROR);
      await issueSaleReceipt(ftrx, ctx.fiscal, cashbox, p, access.userId, new Date());
      const [event] = (await listEvents(trx, p.id)).filter((ev) => ev.type === 'fiscalize');
      return actionReply(trx, access, event, 'Payment successfully fiscalized');
    });
  });

  // The return receipt for the refunds not covered yet, issued by the active register like the sale
  // receipt (counted in the shift's refunds); the document names both fiscal numbers.
  api.post('/merchant/transactions/:payment/reverse_receipt/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'edit');
    const given = (request.body as { transaction_id?: unknown } | undefined)?.transaction_id;
    if (given !== undefined && String(given) !== String(access.payment.id)) throw badRequest([['transaction_id', 'Does not match the payment']]);
    const html = await fiscalAction(access, async (ftrx, p, register) => {
      const trx = asPaymentsTrx(ftrx);
      await allowed(trx, 'reverseReceipt', p, access);
      const cashbox = await register();
      const amount = p.reversal_amount - (await loadFiscalState(trx, p.id)).reverseReceipted;
      const number = (await fiscalNumberOf(trx, p.id)) ?? '';
      const returnNumber = await issueRefundReceipt(ftrx, ctx.fiscal, cashbox, p, amount, new Date());
      await recordEvent(trx, {
        paymentId: p.id, type: 'reverse_receipt', userId: access.userId, amount, currency: p.currency,
        details: { fiscal_number: number, return_fiscal_number: returnNumber },
      });
      return htmlDocument('Reverse receipt', reverseReceiptLines(p, access.merchant, amount, number, returnNumber));
    });
    return sendHtml(reply, html, `reverse-receipt-${access.payment.id}.html`);
  });

  api.get('/merchant/transactions/:payment/p2p_reference/', async (request, reply) => {
    const access = await loadPaymentAccess(ctx.db, request, 'read');
    await allowed(db, 'printP2p', access.payment, access);
    return sendHtml(reply, htmlDocument('P2P transfer reference', p2pReferenceLines(access.payment, access.merchant)), `p2p-reference-${access.payment.id}.html`);
  });
}
