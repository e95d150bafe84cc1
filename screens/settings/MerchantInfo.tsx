// /settings/merchants/info/{merchant}/{tab}: the route-tied tab group schemas/tabs/merchant_settings.json.
// Each tab names schema ids only: a form (loaded from its GET call) or a datalist whose row and list
// actions open schema modals. Path parameters ({merchant}, the row's {id}/{type}) reach the forms
// through MerchantFormSlot.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Anchor,
  DataList,
  Loader,
  ModalHostProvider,
  SchemaForm,
  Stack,
  Text,
  TabGroup,
  TextsNamespace,
  Title,
  useEndpointCall,
} from '../../engine';
import type { ScreenProps } from '../registry';
import { MerchantCaption, useCanEdit } from './MerchantAccess';
import { ReadOnly, readOnlyList } from './readOnly';
import { MerchantFormSlot } from './MerchantFormSlot';

const FORM_TABS: Record<string, { form: string; load: string }> = {
  basic: { form: 'merchant_basic', load: 'merchantsettings.basic' },
  notification: { form: 'merchant_notification', load: 'merchantsettings.notification' },
  payment: { form: 'merchant_payment', load: 'merchantsettings.payment' },
  customization: { form: 'merchant_customization', load: 'merchantsettings.customization' },
};

const LIST_TABS: Record<string, string> = {
  financial: 'merchant_financial_accounts',
  contract: 'merchant_contract_files',
  permissions: 'merchant_permissions',
  methods: 'merchant_payment_methods',
};

/** A schema form filled from its GET call (the form's loadEndpoint cannot take path parameters). */
function LoadedForm({ form, load, merchant }: { form: string; load: string; merchant: string }) {
  const call = useEndpointCall();
  const [data, setData] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let live = true;
    void call(load, { merchant }, { query: true }).then((r) => live && setData('data' in r ? (r.data as Record<string, unknown>) : {}));
    return () => {
      live = false;
    };
  }, [call, load, merchant]);
  if (!data) return <Loader size="sm" />;
  return <SchemaForm key={`${form}-${merchant}`} formId={form} ns="settings" hideTitle initialData={data} extraData={{ merchant }} />;
}

function ContractDownloads({ merchant }: { merchant: string }) {
  const call = useEndpointCall();
  const [groups, setGroups] = useState<Array<{ file_desc: string; files: Array<{ id: number; name: string }>; file_type_id: number }>>([]);
  useEffect(() => {
    void call('merchantsettings.contract', { merchant }, { query: true }).then((r) => 'data' in r && setGroups((r.data as { groups: typeof groups }).groups));
  }, [call, merchant]);
  const files = groups.flatMap((g) => g.files.map((f) => ({ ...f, type: g.file_type_id })));
  if (!files.length) return null;
  return (
    <Stack gap={4}>
      {files.map((f) => (
        <Text size="sm" key={f.id}>
          <Anchor href={`/api/v2/merchant/${merchant}/settings/contract/${f.type}/get/?id=${f.id}`} download={f.name}>{f.name}</Anchor>
        </Text>
      ))}
    </Stack>
  );
}

function TabContent({ tab, merchant }: { tab: string; merchant: string }) {
  const canEdit = useCanEdit(merchant, tab === 'permissions' ? 'permissions' : 'settings');
  const { t } = useTranslation('settings');
  if (canEdit === undefined) return <Loader size="sm" />;
  const form = FORM_TABS[tab];
  if (form) {
    return (
      <Stack gap="lg">
        <ReadOnly readOnly={!canEdit} note={t('You can view these settings but not change them.')} testId="read-only-settings">
          <LoadedForm form={form.form} load={form.load} merchant={merchant} />
        </ReadOnly>
        {tab === 'basic' && <DataList list="merchant_settlement_accounts" pathParams={{ merchant }} />}
      </Stack>
    );
  }
  const list = LIST_TABS[tab];
  if (!list) return null;
  return (
    <Stack gap="md">
      <DataList key={`${list}-${merchant}-${canEdit}`} list={canEdit ? list : readOnlyList(list)} pathParams={{ merchant }} />
      {tab === 'contract' && <ContractDownloads merchant={merchant} />}
    </Stack>
  );
}

export default function MerchantInfo({ title }: ScreenProps) {
  const { merchant = '', tab = '' } = useParams();
  return (
    <TextsNamespace.Provider value="settings">
      <ModalHostProvider renderForm={MerchantFormSlot}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <MerchantCaption merchant={merchant} />
          <TabGroup group="merchant_settings">
            <Stack pt="md">
              <TabContent key={`${merchant}-${tab}`} tab={tab} merchant={merchant} />
            </Stack>
          </TabGroup>
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
