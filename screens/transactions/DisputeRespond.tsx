// The body of schemas/modals/dispute_respond.json (the disputes lists' Respond row action, shown
// only for a dispute in Needs response): the dispute as GET disputes/{id}/info/ gives it, Accept
// (schemas/modals/dispute_accept.json confirms, then POST accept/) and the schema form that starts
// the dispute with evidence (schemas/forms/dispute_start.json). The Disputes screen hands this to
// its modal host as renderForm; any other form, and the start form itself, render as the engine's
// SchemaFormSlot does (its caller posts a multipart endpoint's FormData, with an Idempotency-Key).
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Group,
  Loader,
  SchemaFormSlot,
  Stack,
  Text,
  Title,
  useModalHost,
  useRecord,
  type FormSlotProps,
  type Row,
} from '../../engine';
import { FieldPairs, type Field } from './FieldPairs';

export const RESPOND_MODAL = 'dispute_respond';
export const ACCEPT_MODAL = 'dispute_accept';
const START_FORM = 'dispute_start';

const FIELDS: Field[] = [
  { field: 'chargeback_id', label: 'Chargeback ID' },
  { field: 'merchant_orderid', label: 'Order ID' },
  { field: 'internal_orderid', label: 'Internal order ID' },
  { field: 'email', label: 'Customer e-mail' },
  { field: 'actual_amount', label: 'Payment amount', format: 'amount', currencyField: 'currency' },
  { field: 'dispute_amount', label: 'Dispute amount', format: 'amount', currencyField: 'currency' },
  { field: 'dispute_date', label: 'Dispute date', format: 'date' },
  { field: 'response_deadline', label: 'Respond by', format: 'datetime' },
  { field: 'status_name', label: 'Status', format: 'badge' },
];

interface DisputeInfo {
  data: Row & { id: number; can_accept?: boolean; can_respond?: boolean };
}

/** Why the server's flags refuse an answer (the list offers Respond by status alone). */
export function closedReason(d: Row, now = Date.now()): string {
  if (d.status_name !== 'Needs response') return 'Only a dispute in Needs response can be answered.';
  if (Date.parse(String(d.response_deadline)) < now) return 'The response deadline of this dispute has passed.';
  return 'Your access to this merchant is read-only.';
}

function RespondBody(props: FormSlotProps & { row: Row }) {
  const { t } = useTranslation('transactions');
  const host = useModalHost();
  const info = useRecord<DisputeInfo>('disputes.info', { pathParams: { id: String(props.row.id) } });
  const dispute = info.data?.data;
  if (!dispute) {
    return info.error ? (
      <Alert color="red" role="alert">
        {info.error}
      </Alert>
    ) : (
      <Loader size="sm" />
    );
  }
  // Accept asks first; cancelling the question comes back here.
  const accept = () =>
    void host.openModal(ACCEPT_MODAL, { row: dispute }).then((result) => {
      if (result === null) void host.openModal(RESPOND_MODAL, { row: props.row });
    });
  return (
    <Stack gap="md">
      <FieldPairs fields={FIELDS} row={dispute} testId="dispute-info" />
      {dispute.can_respond ? (
        <>
          <Title order={3} size="h5">
            {t('Accept the dispute')}
          </Title>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{t('Accepting concedes the chargeback: the dispute is closed as lost.')}</Text>
            <Button color="red" variant="light" onClick={accept} disabled={!dispute.can_accept}>
              {t('Accept')}
            </Button>
          </Group>
          <Title order={3} size="h5">
            {t('Start dispute')}
          </Title>
          <SchemaFormSlot {...props} />
        </>
      ) : (
        <Alert color="yellow">{t(closedReason(dispute))}</Alert>
      )}
    </Stack>
  );
}

export function DisputeFormSlot(props: FormSlotProps) {
  const row = props.values.row as Row | undefined;
  if (props.formId !== START_FORM || row?.id === undefined) return <SchemaFormSlot {...props} />;
  return <RespondBody {...props} row={row} />;
}
