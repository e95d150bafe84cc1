// /taxes/add/{merchant}/{provider?} and /taxes/edit/{merchant}/{provider?} (spec 001 s.2, s.3, s.5):
// the provider choice and its field lists come from the server (cashboxes.provider); the address is
// rewritten on load to /taxes/{add|edit}/{merchant}/{provider}. The cashier's certificate is read by
// the server (cashboxes.certs: subject CN and tax objects), fills the readonly fields, and the form
// (schemas/forms/cashbox_register.json, 'activate immediately' on by default) saves the register.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Loader, NativeSelect, SchemaForm, Stack, Text, Title, showAlert, useEngineCaller, useRecord } from '../../engine';
import { CertificateCard, type Cert } from './CertificateCard';

export default function TaxesEdit({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { merchant = '', provider: asked } = useParams();
  const list = useRecord('cashboxes.list');
  const known = list.data?.data.find((m) => String(m.id) === merchant);
  const config = useRecord('cashboxes.provider', { pathParams: { merchant }, skip: !known });
  const c = config.data;
  const type = c?.cashbox_id ? 'edit' : 'add';
  const provider = c && (c.choices.some((x) => x.value === asked) ? asked! : c.current_provider);

  // The address names the page's type, merchant and provider (s.2).
  useEffect(() => {
    if (!c || !provider) return;
    const target = `/taxes/${type}/${merchant}/${provider}`;
    if (pathname !== target) navigate(target, { replace: true });
  }, [c, provider, type, merchant, pathname, navigate]);

  if (list.error || config.error) return <Stack><Title order={1}>{title}</Title><Alert color="red">{list.error ?? config.error}</Alert></Stack>;
  if (!list.data) return <Loader />;
  if (!known) {
    const free = list.data.data.filter((m) => m.can_edit && !m.cashbox);
    return (
      <Stack maw={480}>
        <Title order={1}>{title}</Title>
        {free.length === 0 ? <Alert color="gray">{t('Every merchant you may edit has a cash register already.')}</Alert> : (
          <NativeSelect label={t('Merchant')} data={[{ value: '', label: t('Choose a merchant') }, ...free.map((m) => ({ value: String(m.id), label: m.name }))]}
            onChange={(e) => e.currentTarget.value && navigate(`/taxes/add/${e.currentTarget.value}`)} data-testid="taxes-merchant" />
        )}
      </Stack>
    );
  }
  if (!c || !provider) return <Loader />;
  return (
    <Stack maw={720} gap="md">
      <Title order={1}>{title}</Title>
      <Text>{c.merchant.name} · {t('Merchant ID')}: {c.merchant.merchant_id}</Text>
      <NativeSelect label={t('Provider')} data={c.choices.map((x) => ({ value: x.value, label: t(x.label) }))} value={provider}
        onChange={(e) => navigate(`/taxes/${type}/${merchant}/${e.currentTarget.value}`, { replace: true })} data-testid="taxes-provider" />
      {c.can_edit
        ? <RegisterForm key={provider} merchant={merchant} provider={provider} values={c.values} cert={c.cert} readonly={c.readonly} />
        : <Alert color="yellow">{t('You can view these settings but not change them.')}</Alert>}
    </Stack>
  );
}

type FormProps = { merchant: string; provider: string; values: Record<string, unknown>; cert: Cert | null; readonly: string[] };

function RegisterForm({ merchant, provider, values, cert: saved, readonly }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const call = useEngineCaller();
  const [cert, setCert] = useState<(Cert & { client_cer: string }) | null>(null);
  const [object, setObject] = useState(0);
  const shown = cert ?? saved;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    const res = await call('cashboxes.certs', { body, merchant });
    if ('error' in res) {
      const message = (res.error.data as { error?: unknown } | undefined)?.error;
      showAlert({ message: typeof message === 'string' ? t(message) : t('Request error'), variant: 'danger' });
      return;
    }
    setCert(res.data);
    setObject(0);
  };

  const o = cert?.TaxObjects[object];
  const initial = cert && o
    ? { ...values, client_cer: cert.client_cer, cashier_fio: values.cashier_fio || cert.pszSubjCN, company_name: o.OrgName, tin: o.Tin, ipn: o.Ipn,
      point_addr: o.Address, case_reg_num: o.TransactionsRegistrars[0]?.NumFiscal ?? values.case_reg_num }
    : values;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <label htmlFor="taxes-cert" style={{ fontWeight: 600 }}>{t('Cashier certificate')}</label>
        <input id="taxes-cert" type="file" accept=".pem,.crt,.cer,.der" onChange={(e) => void upload(e.currentTarget.files?.[0])} data-testid="taxes-cert" />
        <Text size="xs" c="dimmed">{t('An X.509 certificate (PEM or DER): its subject names the cashier, its tax objects the points of sale.')}</Text>
      </Stack>
      {shown && <CertificateCard cert={shown} chosen={cert ? object : null} onChoose={setObject} />}
      <SchemaForm key={`${cert?.client_cer.length ?? 0}:${object}`} formId="cashbox_register" hideTitle initialData={initial}
        extraData={{ merchant, provider }} readonlyFields={readonly}
        onSuccess={(reply) => navigate(reply.redirect)} />
    </Stack>
  );
}
