// The actions of a payment detail page (spec 002 s.2, s.6), each shown only when the server's flag
// allows it. Modals are schemas/modals/payment_*.json with schema forms; the other actions are
// action buttons (idle -> in progress -> success / error -> idle) with the spec's messages. Every
// call goes through the engine and invalidates the Payment tag (schemas/endpoints/payments.json), so
// the payment and its history refetch afterwards. Only the documents the browser fetches by itself
// (receipt window, P2P reference, reverse receipt file) are not engine calls: their audit entry is
// picked up by `onDownloaded`.
import { useTranslation } from 'react-i18next';
import { ActionButton, Anchor, Button, Group, useEngineCaller, useModalHost } from '../../engine';
import { postAndDownload } from './download';
import { captureDefaults, manualRecurringDefaults, refundDefaults, type Payment } from './payment';

type Check = (p: Payment) => boolean;
const flag =
  (name: string): Check =>
  (p) =>
    p[name] === true;

interface ModalAction {
  id: string;
  label: string;
  when: Check;
  modal: (p: Payment) => string;
  initial?: (p: Payment) => Record<string, unknown>;
}

interface CallAction {
  id: string;
  label: string;
  when: Check;
  call: string;
  success: string;
  error: string;
}

const MODALS: ModalAction[] = [
  {
    id: 'capture',
    label: 'Capture',
    when: flag('can_capture'),
    modal: () => 'payment_capture',
    initial: captureDefaults,
  },
  {
    id: 'refund',
    label: 'Refund',
    when: flag('can_reverse'),
    modal: () => 'payment_refund',
    initial: refundDefaults,
  },
  {
    id: 'manual_recurring',
    label: 'Manual recurring payment',
    when: flag('can_manual_recurring'),
    modal: () => 'payment_manual_recurring',
    initial: manualRecurringDefaults,
  },
  {
    id: 'receipt_mail',
    label: 'Send receipt',
    when: flag('can_send_receipt'),
    modal: () => 'payment_receipt_mail',
    initial: (p) => ({ email: p.sender_email ?? undefined }),
  },
  {
    id: 'recurring',
    label: 'Regular payments',
    when: flag('can_change_recurring'),
    modal: (p) =>
      p.recurring_data?.state === 'active' ? 'payment_recurring_stop' : 'payment_recurring_start',
  },
];

const CALLS: CallAction[] = [
  {
    id: 'status',
    label: 'Refresh status',
    when: () => true,
    call: 'payments.status',
    success: 'Request completed successfully',
    error: 'Request error',
  },
  {
    id: 'fiscalize',
    label: 'Fiscalize',
    when: flag('can_fiscalize'),
    call: 'payments.fiscalize',
    success: 'Payment successfully fiscalized',
    error: 'Fiscalization error',
  },
  {
    id: 'recallback',
    label: 'Resend callback',
    when: flag('can_callback'),
    call: 'payments.recallback',
    success: 'Callback successfully send',
    error: 'Error send callback',
  },
];

const base = (p: Payment) => `/merchant/transactions/${p.id}`;

export function PaymentActions({ payment, onDownloaded }: { payment: Payment; onDownloaded(): void }) {
  const { t } = useTranslation('transactions');
  const host = useModalHost();
  const call = useEngineCaller();
  const run = (c: CallAction) => async () => {
    const result = await call(c.call, { id: payment.id });
    if ('error' in result) throw result.error;
    return result.data;
  };
  const open = (m: ModalAction) => () =>
    void host.openModal(m.modal(payment), { row: payment, initialData: m.initial?.(payment) });

  return (
    <Group gap="xs" data-testid="payment-actions">
      {MODALS.filter((m) => m.when(payment)).map((m) => (
        <Button key={m.id} variant="light" onClick={open(m)}>
          {t(m.label)}
        </Button>
      ))}
      {CALLS.filter((c) => c.when(payment)).map((c) => (
        <ActionButton
          key={c.id}
          variant="default"
          label={t(c.label)}
          onRun={run(c)}
          successMessage={t(c.success)}
          errorMessage={t(c.error)}
        />
      ))}
      {payment.can_receipt === true && (
        <Button
          variant="default"
          component="a"
          href={`/api/v2${base(payment)}/receipt/`}
          target="_blank"
          rel="noopener"
          onClick={() => setTimeout(onDownloaded, 1000)}
        >
          {t('Print receipt')}
        </Button>
      )}
      {payment.show_reverse_receipt === true && (
        <ActionButton
          variant="default"
          label={t('Reverse receipt')}
          onRun={() =>
            postAndDownload(
              `${base(payment)}/reverse_receipt/`,
              { transaction_id: payment.id },
              `reverse-receipt-${payment.id}.html`,
            )
          }
          errorMessage={t('Request error')}
          onDone={onDownloaded}
        />
      )}
      {payment.can_print_p2p === true && (
        <Anchor
          href={`/api/v2${base(payment)}/p2p_reference/`}
          download
          onClick={() => setTimeout(onDownloaded, 1000)}
        >
          {t('Download P2P reference')}
        </Anchor>
      )}
    </Group>
  );
}
