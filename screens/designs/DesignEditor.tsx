// Checkout design editor (spec 001 s.2-4, issue 12): the option form is the schema form
// design_configuration; the desktop (1200) and mobile (360) previews are the bespoke part. Active
// and pending designs save as a copy (the copy's hash then opens); activation shows the review's
// progress, polled every 1200 ms through design/bulk_status/ until the status changes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Alert, Button, Group, Loader, NativeSelect, SchemaForm, Stack, StatusBadge, Text, Title, showAlert,
  useDesignsActivateMutation, useDesignsBulkStatusMutation, useDesignsCloneMutation, useDesignsConfigQuery,
  useDesignsDesignQuery, useDesignsRemoveMutation, useEndpointCall, type EndpointCaller,
} from '../../engine';
import { PreviewFrame } from './PreviewFrame';
import { pollPendingDesigns } from './pendingPoll';

const LIST = '/solutions/design/list';
const errorText = (reply: unknown) => {
  const error = (reply as { error?: { data?: { error?: unknown } } } | undefined)?.error?.data?.error;
  return typeof error === 'string' ? error : 'Request error';
};

export default function DesignEditor({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { merchant_id: merchantParam = '', hash = '' } = useParams();
  const merchant = Number(merchantParam);
  const args = { merchant, hash };
  const design = useDesignsDesignQuery(args, { skip: !merchant || !hash });
  const config = useDesignsConfigQuery({ merchant }, { skip: !merchant });
  const [activate, activating] = useDesignsActivateMutation();
  const [clone] = useDesignsCloneMutation();
  const [remove] = useDesignsRemoveMutation();
  const [bulkStatus] = useDesignsBulkStatusMutation();
  const call = useEndpointCall();
  // The form's configuration as edited, per design (a new hash starts from its stored one).
  const [edited, setEdited] = useState<{ hash: string; configuration: unknown }>();
  const [lang, setLang] = useState('en');
  const [progress, setProgress] = useState<number>();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const d = design.data;
  const configuration = edited && edited.hash === d?.hash ? edited.configuration : d?.configuration;

  // Pending: poll until the review finishes, then read the design again (the page "reloads").
  const refetch = design.refetch;
  useEffect(() => {
    if (!d || d.status !== 'pending_activation') return undefined;
    return pollPendingDesigns({
      pending: [{ id: d.id, status: d.status }],
      check: async (ids) => {
        const reply = await bulkStatus({ design_ids: ids });
        return 'data' in reply && reply.data ? reply.data.data : null;
      },
      onProgress: (states) => setProgress(states[0]?.progress),
      onChanged: () => void refetch(),
      intervalMs: config.data?.refresh_interval ?? 1200,
    });
  }, [d, bulkStatus, refetch, config.data?.refresh_interval]);

  // The form's values -> the save call: configuration travels as a JSON string (spec 001 s.7).
  const submit = useCallback<EndpointCaller>((endpoint, arg, options) => {
    const values = (arg ?? {}) as { name?: unknown; comment?: unknown; configuration?: unknown };
    return call(endpoint, { merchant, hash, name: values.name, comment: values.comment ?? '', configuration: JSON.stringify(values.configuration ?? {}) }, options);
  }, [call, merchant, hash]);

  const input = useMemo(() => ({ source: d?.source_code_html ?? '', configuration: configuration ?? {}, lang }), [d?.source_code_html, configuration, lang]);
  const onData = useCallback((data: Record<string, unknown>) => setEdited({ hash, configuration: data.configuration }), [hash]);

  if (design.isLoading || config.isLoading || !d || !config.data) {
    return (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        {design.isLoading || config.isLoading ? <Loader size="sm" /> : <Alert color="red">{t(errorText(design))}</Alert>}
      </Stack>
    );
  }
  const asCopy = d.status === 'active' || d.status === 'pending_activation';
  const opened = (reply: unknown) => {
    const next = (reply as { data?: { hash?: string } }).data?.hash;
    if (next) navigate(`/solutions/design/edit/${merchant}/${next}`);
    else showAlert({ message: t(errorText(reply)), variant: 'danger' });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1}>{title}</Title>
          <StatusBadge value={d.status} />
        </Group>
        <Group gap="xs">
          <Button variant="default" onClick={() => navigate(LIST)}>{t('Back to designs')}</Button>
          {d.can_activate && (
            <Button loading={activating.isLoading} onClick={async () => {
              const reply = await activate(args);
              if ('error' in reply) showAlert({ message: t(errorText(reply)), variant: 'danger' });
            }}>{t('Activate')}</Button>
          )}
          {d.can_edit && <Button variant="default" onClick={async () => opened(await clone(args))}>{t('Copy')}</Button>}
          {d.can_edit && !confirmDelete && <Button color="red" variant="light" onClick={() => setConfirmDelete(true)}>{t('Delete')}</Button>}
          {confirmDelete && (
            <Button color="red" onClick={async () => {
              const reply = await remove(args);
              if ('error' in reply) showAlert({ message: t(errorText(reply)), variant: 'danger' });
              else navigate(LIST);
            }}>{t('Are you sure? The design is deleted for good.')}</Button>
          )}
        </Group>
      </Group>
      {d.status === 'pending_activation' && (
        <div>
          <Text size="sm" id="design-activation">{t('Activation in progress')}</Text>
          <progress aria-labelledby="design-activation" max={100} value={progress ?? d.progress} style={{ width: '100%' }} />
        </div>
      )}
      {asCopy && <Text size="sm" c="dimmed">{t('Active designs cannot be changed: saving makes a copy.')}</Text>}
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(320px, 420px) 1fr', gap: 24, alignItems: 'start' }}>
        <SchemaForm
          key={d.hash}
          formId="design_configuration"
          hideTitle
          initialData={{ name: d.name, comment: d.comment, configuration: d.configuration }}
          extraData={{ merchant, hash }}
          onDataChange={onData}
          submit={submit}
          submitLabel={asCopy ? 'Save as copy' : 'Save design'}
          onSuccess={(reply) => {
            const next = (reply as { hash?: string }).hash;
            if (next && next !== hash) navigate(`/solutions/design/edit/${merchant}/${next}`);
          }}
        />
        <Stack gap="sm">
          <NativeSelect label={t('Preview language')} value={lang} onChange={(e) => setLang(e.currentTarget.value)}
            data={config.data.languages.map((l) => ({ value: l, label: l === 'uk' ? t('Ukrainian') : t('English') }))} style={{ maxWidth: 240 }} />
          <PreviewFrame url={config.data.preview_url} device="desktop" width={config.data.device_widths.desktop} height={900} title={t('Desktop preview')} input={input} />
          <PreviewFrame url={config.data.preview_url} device="mobile" width={config.data.device_widths.mobile} height={640} title={t('Mobile preview')} input={input} />
        </Stack>
      </div>
    </Stack>
  );
}
