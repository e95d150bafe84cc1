// /solutions/landings/edit/{merchant}/{landing}/{step} (spec 001 s.2, s.4): the bespoke wizard shell
// around the step forms (schemas/forms/landing_settings|finance|contacts.json, each loaded and saved
// through its calls). Saving a step opens the next; after contacts the user publishes or keeps the
// draft. A changed alias is confirmed first (declined: saved with the old alias). Publish is enabled
// only when can_publish and disabled while a save, publish or deactivate runs.
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert, Anchor, Button, Group, Loader, ModalHostProvider, Paper, SchemaForm, Stack, StatusBadge, Text, Title, REQUEST_COMPLETED, showAlert, useEndpointCall, type EndpointCaller, useModalHost, useRecord,
} from '../../engine';
import { LandingFormSlot } from './parts/LandingFormSlot';
import { openPreview } from './parts/preview';

const STEPS = ['settings', 'finance', 'contacts'] as const;
type Step = (typeof STEPS)[number];
const FORMS = { settings: 'landing_settings', finance: 'landing_finance', contacts: 'landing_contacts' } as const;
const LABELS: Record<Step, string> = { settings: 'Settings', finance: 'Finance', contacts: 'Contacts' };
const isStep = (s: string | undefined): s is Step => STEPS.some((x) => x === s);

type StepReply = { next_step: string | null; can_publish: boolean; confirm_alias?: { old_alias: string; new_alias: string } };

function Wizard({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const host = useModalHost();
  const call = useEndpointCall();
  const params = useParams();
  const merchant = Number(params.merchant_id);
  const id = Number(params.landing_id);
  const step: Step = isStep(params.landing_step) ? params.landing_step : 'settings';
  const [busy, setBusy] = useState<null | 'saving' | 'publishing' | 'deactivating'>(null);
  const info = useRecord('landings.info', { pathParams: { merchant, id } });
  // The step form's transport, so Publish is disabled while a step saves.
  const save = useCallback<EndpointCaller>(async (...args) => {
    setBusy('saving');
    try {
      return await call(...args);
    } finally {
      setBusy(null);
    }
  }, [call]);
  if (info.error) return <Stack><Title order={1}>{title}</Title><Alert color="red">{info.error}</Alert></Stack>;
  if (!info.data) return <Loader />;
  const l = info.data;
  const path = (s: string) => `/solutions/landings/edit/${merchant}/${id}/${s}`;

  const publish = async () => {
    setBusy('publishing');
    const r = await call('landings.publish', { merchant, id });
    setBusy(null);
    if ('data' in r) showAlert({ variant: 'success', message: t(REQUEST_COMPLETED) });
  };
  const deactivate = async () => {
    setBusy('deactivating');
    await host.openModal('landing_deactivate', { row: { merchant, id } });
    setBusy(null);
  };

  const afterSave = async (reply: StepReply, data: Record<string, unknown>) => {
    if (reply.confirm_alias) {
      setBusy('saving');
      const row = { ...data, merchant, id, alias_change_approved: true };
      const choice = await host.openModal('landing_alias_change', { row });
      // Declined: the other fields are saved with the old alias kept.
      if (choice === null) await call('landings.settingsSave', { ...data, merchant, id, alias: reply.confirm_alias.old_alias });
      setBusy(null);
      navigate(path('finance'));
      return;
    }
    if (reply.next_step) return navigate(path(reply.next_step));
    if (reply.can_publish) {
      setBusy('publishing');
      await host.openModal('landing_publish_choice', { row: { merchant, id } });
      setBusy(null);
    }
  };

  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between">
        <Title order={1}>{title}: {l.name}</Title>
        <StatusBadge value={l.status} label={t(l.status)} />
      </Group>
      <Group gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="landing-steps">
        {STEPS.map((s, i) => (
          <li key={s}>
            <Button variant={s === step ? 'filled' : 'light'} color={l.steps_done.includes(s) ? 'green' : 'blue'} aria-current={s === step ? 'step' : undefined}
              onClick={() => navigate(path(s))} data-testid={`landing-step-${s}`}>
              {`${i + 1}. ${t(LABELS[s])}${l.steps_done.includes(s) ? ' ✓' : ''}`}
            </Button>
          </li>
        ))}
      </Group>
      <Group gap="xs">
        <Text size="sm">{t('Progress')}:</Text>
        <progress max={1} value={l.progress} aria-label={t('Progress')} data-testid="landing-progress" />
        <Text size="sm">{Math.round(l.progress * 100)}%</Text>
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => openPreview(`/api/v2/merchant/landings/${merchant}/edit/${id}/preview/`)} data-testid="landing-preview">{t('Desktop preview')}</Button>
        {l.is_published ? (
          <>
            <Anchor href={l.url} target="_blank" rel="noopener noreferrer" data-testid="landing-url">{l.url}</Anchor>
            <Button size="xs" color="red" variant="light" disabled={busy !== null} loading={busy === 'deactivating'} onClick={() => void deactivate()} data-testid="landing-deactivate">{t('Deactivate')}</Button>
          </>
        ) : (
          <Button size="xs" disabled={!l.can_publish || busy !== null} loading={busy === 'publishing'} onClick={() => void publish()} data-testid="landing-publish">{t('Publish')}</Button>
        )}
      </Group>
      <Paper withBorder p="lg" data-testid={`landing-body-${step}`}>
        <Title order={2} size="h3" mb="sm">{t(LABELS[step])}</Title>
        <SchemaForm key={step} formId={FORMS[step]} hideTitle extraData={{ merchant, id }} submit={save}
          onSuccess={(reply, data) => void afterSave(reply, data)} />
      </Paper>
    </Stack>
  );
}

export default function LandingWizard({ title }: { title: string }) {
  return <ModalHostProvider renderForm={LandingFormSlot}><Wizard title={title} /></ModalHostProvider>;
}
