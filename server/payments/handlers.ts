// Handlers of the calls of one payment (schemas/endpoints/payments.json; spec 002 s.7): every
// /merchant/transactions/{id}/ call. {id} is the payment's id or its order id (access.ts), so the
// file's access is 'signed-in' and each handler checks the payment's merchant itself: 404 for a
// payment the user cannot see, 403 below 'read' (GETs) or 'edit' (POSTs) on the transactions view.
// - info/, status/ (the status as stored: a GET changes nothing), the modals' GETs, receipt/ and
//   p2p_reference/ (printable pages), bwlist/;
// - capture/, refund/, recurring/create/manual/, bwlist/change/: one transaction holding the
//   payment's row lock, idempotent with an Idempotency-Key (locked-action.ts);
// - receipt_mail/: the mail's outbox row and the history entry in one transaction;
// - recallback/ (steps): the merchant's server is called outside any transaction, then the attempt
//   is recorded under the payment's lock;
// - fiscalize/, reverse_receipt/ (steps): the fiscal provider issues the receipt inside the step that
//   holds the payment's and the register's locks (a refusal writes nothing); the provider's refusal
//   is logged in a step of its own after that rollback (/taxes/errors) and answered as a 400.
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { deliverCallback } from '../callbacks/deliver.ts';
import { FiscalError } from '../fiscal/provider.ts';
import { issueRefundReceipt, issueSaleReceipt, lockActiveRegister, recordFiscalError } from '../fiscal/service.ts';
import { asPaymentsTrx, fiscalDb, type CashboxRow, type FiscalTrx } from '../fiscal/tables.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { defineHandlers, type StepsCall, type WriteCall } from '../http/handler-types.ts';
import { allows } from '../merchant/views.ts';
import { loadPaymentAccess, loadPaymentByOrderId, type PaymentAccess } from './access.ts';
import { actionReply, currentView, DONE } from './action-reply.ts';
import type { AmountBody } from './amount-choice.ts';
import { applyChange, bwlistView, checkChange, type BwlistTables } from './bwlist.ts';
import { callbackPayload } from './callback-payload.ts';
import { capture, captureInfo } from './capture.ts';
import { htmlDocument, p2pReferenceLines, receiptLines, reverseReceiptLines, textDocument } from './documents.ts';
import { eventView, historyView, listEvents, recordEvent } from './events.ts';
import { fiscalNumberOf, loadFiscalState } from './fiscal-state.ts';
import { assertAllows, callbackUrl, type Action } from './flags.ts';
import type { StoredReply } from './idempotency.ts';
import { lockPayment, paymentsTrx, runIdempotent, runLocked } from './locked-action.ts';
import { chargeManually, manualDefaults, switchRecurring, type ManualBody } from './recurring.ts';
import { refund, refundInfo, type RefundBody } from './refund.ts';
import { paymentsDb, type PaymentRow, type PaymentsDb, type PaymentsTrx } from './tables.ts';

// Spec 002 s.8 (error catalogue): the heading of every fiscalization error.
const FISCAL_ERROR = 'Fiscalization error';

/** An HTML page as the reply (sent once the call is over), downloaded when `download` names it. */
const html = (reply: FastifyReply, page: string, download?: string) => {
  if (download) reply.header('content-disposition', `attachment; filename="${download}"`);
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  return page;
};

/** An action's stored or fresh reply: its status, and its body (sent after the commit). */
const answer = (reply: FastifyReply, result: StoredReply) => {
  reply.code(result.status);
  return result.body;
};

const allowed = async (d: PaymentsDb | PaymentsTrx, action: Exclude<Action, 'payout'>, p: PaymentRow, access: PaymentAccess, error?: string) =>
  assertAllows(action, { p, fiscal: await loadFiscalState(d, p.id), merchant: access.merchant }, error);

export const paymentHandlers = defineHandlers('payments', ({ mailer, fiscal }) => {
  /** An edit action idempotent by Idempotency-Key: the access, the body (its form), then `act` on the locked payment. */
  const idempotent = <B>(act: (trx: PaymentsTrx, p: PaymentRow, access: PaymentAccess, body: B) => Promise<Record<string, unknown>>) =>
    async (call: WriteCall) => {
      const access = await loadPaymentAccess(call.db, call.request, 'edit');
      const body = call.body as B;
      return answer(call.reply, await runIdempotent(paymentsTrx(call.db), call.request, access.userId, access.payment.id, (trx, p) => act(trx, p, access, body)));
    };

  const switchTo = (to: 'active' | 'stopped') => async (call: WriteCall) => {
    const access = await loadPaymentAccess(call.db, call.request, 'edit');
    return runLocked(paymentsTrx(call.db), access.payment.id, (trx, p) => switchRecurring(trx, p, access, to));
  };

  // Fiscal actions: a step holding the payment's lock; `register()` locks the merchant's active
  // register (each action asks for it at its own point, so its own refusal comes first).
  const fiscalAction = async <T>(call: StepsCall, access: PaymentAccess,
    work: (ftrx: FiscalTrx, p: PaymentRow, register: () => Promise<CashboxRow>) => Promise<T>): Promise<T> => {
    let locked: CashboxRow | null = null;
    try {
      return await call.step(async (trx) => {
        const ftrx = fiscalDb(trx) as unknown as FiscalTrx;
        const p = await lockPayment(asPaymentsTrx(ftrx), access.payment.id);
        return work(ftrx, p, async () => {
          locked = await lockActiveRegister(ftrx, p.merchant_id);
          if (!locked) throw badRequest(FISCAL_ERROR, { reason: 'Connect an active cash register first' });
          return locked;
        });
      });
    } catch (e) {
      if (!(e instanceof FiscalError) || !locked) throw e;
      const register: CashboxRow = locked;
      await call.step((trx) => recordFiscalError(fiscalDb(trx), register, access.payment.id, e, new Date()));
      throw badRequest(FISCAL_ERROR, { reason: e.message });
    }
  };

  return {
    info: async ({ db, request }) => {
      const access = await loadPaymentAccess(db, request, 'read');
      const pdb = paymentsDb(db);
      return { data: await currentView(pdb, access), history: await historyView(pdb, access.payment.id) };
    },

    status: async ({ db, request }) => {
      const access = await loadPaymentAccess(db, request, 'read');
      const { status, processing_status } = access.payment;
      return { status, processing_status, message: DONE, data: await currentView(paymentsDb(db), access) };
    },

    captureInfo: async ({ db, request }) => captureInfo((await loadPaymentAccess(db, request, 'read')).payment),
    refundInfo: async ({ db, request }) => refundInfo((await loadPaymentAccess(db, request, 'read')).payment),
    capture: idempotent<AmountBody>(capture),
    refund: idempotent<RefundBody>(refund),

    recurringStart: switchTo('active'),
    recurringStop: switchTo('stopped'),
    recurringManualInfo: async ({ db, request }) => manualDefaults((await loadPaymentAccess(db, request, 'read')).payment),
    recurringManual: idempotent<ManualBody>(chargeManually),

    bwlist: async ({ db, request }) => {
      const access = await loadPaymentAccess(db, request, 'read');
      const bw = db.withTables<BwlistTables>() as unknown as Kysely<BwlistTables>;
      return { data: await bwlistView(bw, access.payment, allows(access.privileges.transactions, 'edit')) };
    },

    // Checked by bwlist.ts (its own messages), with the payment's merchant allowed in the body.
    bwlistChange: async ({ db, request, reply }) => {
      const access = await loadPaymentByOrderId(db, request);
      const change = checkChange(request.body);
      return answer(reply, await runIdempotent(paymentsTrx(db), request, access.userId, access.payment.id, async (trx, p) => {
        const { event, data } = await applyChange(trx, p, access.userId, change);
        const user = await trx.selectFrom('users').select('email').where('id', '=', access.userId).executeTakeFirst();
        return { message: DONE, data, event: eventView(event, new Map(user ? [[access.userId, user.email]] : [])) };
      }));
    },

    receipt: async ({ db, request, reply }) => {
      const access = await loadPaymentAccess(db, request, 'read');
      await allowed(paymentsDb(db), 'receipt', access.payment, access);
      return html(reply, htmlDocument('Receipt', receiptLines(access.payment, access.merchant)));
    },

    receiptMail: async (call) => {
      const access = await loadPaymentAccess(call.db, call.request, 'edit');
      const { email } = call.body as { email: string };
      const trx = paymentsTrx(call.db);
      await allowed(trx, 'receipt', access.payment, access);
      const text = textDocument(`Receipt from ${access.merchant.name}`, receiptLines(access.payment, access.merchant));
      await mailer.send({ to: email, subject: `Your receipt for order ${access.payment.order_id}`, text }, call.db);
      const event = await recordEvent(trx, { paymentId: access.payment.id, type: 'receipt_mail', userId: access.userId, details: { email } });
      return actionReply(trx, access, event);
    },

    recallback: async (call) => {
      const { access, url } = await call.step(async (trx) => {
        const access = await loadPaymentAccess(trx, call.request, 'edit');
        await allowed(paymentsTrx(trx), 'callback', access.payment, access, 'Error send callback');
        return { access, url: callbackUrl(access.payment)! };
      });
      const p = access.payment;
      const delivery = await deliverCallback(url, callbackPayload(p, access.merchant.merchant_id));
      const done = await call.step((trx) => runLocked(paymentsTrx(trx), p.id, async (ptrx, locked) => {
        await ptrx.updateTable('payments').set({
          callback_data: JSON.stringify({ ...locked.callback_data, response_code: delivery.status ?? null, last_attempt: new Date().toISOString() }),
        }).where('id', '=', p.id).execute();
        const event = await recordEvent(ptrx, { paymentId: p.id, type: 'callback', userId: access.userId, details: { ...delivery } });
        return actionReply(ptrx, access, event, 'Callback successfully send');
      }));
      if (!delivery.delivered) throw new HttpError(400, { error: 'Error send callback', reason: delivery.error, event: done.event });
      return done;
    },

    // The sale receipt, issued by the merchant's active cash register through the fiscal provider (server/fiscal/).
    fiscalize: async (call) => {
      const access = await call.step((trx) => loadPaymentAccess(trx, call.request, 'edit'));
      return fiscalAction(call, access, async (ftrx, p, register) => {
        const trx = asPaymentsTrx(ftrx);
        const cashbox = await register();
        await allowed(trx, 'fiscalize', p, access, FISCAL_ERROR);
        await issueSaleReceipt(ftrx, fiscal, cashbox, p, access.userId, new Date());
        const [event] = (await listEvents(trx, p.id)).filter((ev) => ev.type === 'fiscalize');
        return actionReply(trx, access, event, 'Payment successfully fiscalized');
      });
    },

    // The return receipt for the refunds not covered yet, issued by the active register like the sale
    // receipt (counted in the shift's refunds); the document names both fiscal numbers.
    reverseReceipt: async (call) => {
      const access = await call.step((trx) => loadPaymentAccess(trx, call.request, 'edit'));
      const given = (call.request.body as { transaction_id?: unknown } | undefined)?.transaction_id;
      if (given !== undefined && String(given) !== String(access.payment.id)) throw badRequest([['transaction_id', 'Does not match the payment']]);
      const page = await fiscalAction(call, access, async (ftrx, p, register) => {
        const trx = asPaymentsTrx(ftrx);
        await allowed(trx, 'reverseReceipt', p, access);
        const cashbox = await register();
        const amount = p.reversal_amount - (await loadFiscalState(trx, p.id)).reverseReceipted;
        const number = (await fiscalNumberOf(trx, p.id)) ?? '';
        const returnNumber = await issueRefundReceipt(ftrx, fiscal, cashbox, p, amount, new Date());
        await recordEvent(trx, {
          paymentId: p.id, type: 'reverse_receipt', userId: access.userId, amount, currency: p.currency,
          details: { fiscal_number: number, return_fiscal_number: returnNumber },
        });
        return htmlDocument('Reverse receipt', reverseReceiptLines(p, access.merchant, amount, number, returnNumber));
      });
      return html(call.reply, page, `reverse-receipt-${access.payment.id}.html`);
    },

    p2pReference: async ({ db, request, reply }) => {
      const access = await loadPaymentAccess(db, request, 'read');
      await allowed(paymentsDb(db), 'printP2p', access.payment, access);
      return html(reply, htmlDocument('P2P transfer reference', p2pReferenceLines(access.payment, access.merchant)), `p2p-reference-${access.payment.id}.html`);
    },
  };
});
