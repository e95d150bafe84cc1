// /onboarding (spec 000 s.2.7): the four steps in order with done/4, check / open / lock per step,
// and the registration step's hash route (#create_merchant, #upload_docs, #finance_settings,
// #sign_contract) choosing which step shows. The step bodies are schema forms and the activation
// view; the stepper is the bespoke part.
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, Paper, SchemaForm, Stack, Title, useRecord } from '../../engine';
import { ActivationStep } from './parts/ActivationStep';
import { IdentificationStep } from './parts/IdentificationStep';
import { Stepper, activeStep } from './parts/Stepper';

const LABELS = { merchant_creation: 'Merchant creation', identification: 'Identification', finance_settings: 'Finance settings', activation: 'Activation' };

export default function Onboarding({ title }: { title: string }) {
  const { t } = useTranslation('onboarding');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const steps = useRecord('onboarding.steps');
  const info = useRecord('onboarding.info');
  if (steps.error || info.error) return <Alert color="red">{steps.error ?? info.error}</Alert>;
  if (!steps.data || !info.data) return <Loader />;
  const list = steps.data.steps;
  const active = activeStep(list, hash);
  const { id: merchant, can_edit: canEdit } = info.data.current_merchant;
  const open = (route: string) => navigate({ hash: route }, { replace: true });
  // After a step the next one opens (its data comes with the refetched steps).
  const next = (after: string) => () => open(list[list.findIndex((s) => s.route === after) + 1]?.route ?? after);
  const labels = Object.fromEntries(Object.entries(LABELS).map(([k, v]) => [k, t(v)]));
  return (
    <Stack gap="md" maw={820}>
      <Title order={1}>{title}</Title>
      <Stepper steps={list} active={active?.route} labels={labels} progress={t('{{done}}/{{total}} steps done', { done: steps.data.done, total: steps.data.total })} onOpen={open} />
      <Paper withBorder p="lg" data-testid={`onboarding-body-${active?.route}`}>
        <Title order={2} size="h3" mb="sm">{active && labels[active.name as keyof typeof LABELS]}</Title>
        {active?.name === 'merchant_creation' && <SchemaForm formId="onboarding_merchant_creation" hideTitle onSuccess={next('create_merchant')} />}
        {merchant !== null && active?.name === 'identification' && <IdentificationStep merchant={merchant} onDone={next('upload_docs')} />}
        {merchant !== null && !canEdit && (active?.name === 'finance_settings' || active?.name === 'activation') && (
          <Alert color="blue" data-testid="onboarding-not-yours">{t('The person who manages this merchant completes this step.')}</Alert>
        )}
        {merchant !== null && canEdit && active?.name === 'finance_settings' && <SchemaForm formId="onboarding_finance" hideTitle extraData={{ merchant }} onSuccess={next('finance_settings')} />}
        {merchant !== null && canEdit && active?.name === 'activation' && <ActivationStep merchant={merchant} onDone={() => open('sign_contract')} />}
      </Paper>
    </Stack>
  );
}
