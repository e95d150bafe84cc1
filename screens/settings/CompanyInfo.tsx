// /settings/companies/info/{company}/{tab}: the route-tied tab group schemas/tabs/company_profile.json.
// Each tab names schema ids only: the basic form (loaded from its GET call) or a datalist whose row
// and list actions open schema modals. {company} from the route and the row's {id} reach the forms
// through CompanyFormSlot.
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useParams } from 'react-router-dom';
import {
  Anchor,
  DataList,
  Loader,
  ModalHostProvider,
  SchemaForm,
  SchemaFormSlot,
  Stack,
  TabGroup,
  Text,
  TextsNamespace,
  Title,
  useEndpointCall,
  useEngineCaller,
  type EndpointCaller,
} from '../../engine';
import type { ScreenProps } from '../registry';

type FormSlotProps = ComponentProps<typeof SchemaFormSlot>;

const LIST_TABS: Record<string, { list: string; files?: string }> = {
  documents: { list: 'company_docs_files', files: 'companies.docs' },
  contracts: { list: 'company_contracts_files', files: 'companies.contracts' },
  individuals: { list: 'company_individuals' },
};

/** The basic form filled from its GET call (the form's loadEndpoint cannot take path parameters). */
function BasicForm({ company }: { company: string }) {
  const call = useEndpointCall();
  const [data, setData] = useState<Record<string, unknown> | null>(null);
  useEffect(() => {
    let live = true;
    void call('companies.basic', { company }, { query: true }).then((r) => live && setData('data' in r ? (r.data as Record<string, unknown>) : {}));
    return () => {
      live = false;
    };
  }, [call, company]);
  if (!data) return <Loader size="sm" />;
  return <SchemaForm key={`company_basic-${company}`} formId="company_basic" ns="companies" hideTitle initialData={data} extraData={{ company }} />;
}

/** Forms in modals: the row fills the form (an individual's values and id), the route gives {company}. */
function CompanyFormSlot({ formId, values, onDone }: FormSlotProps) {
  const { company = '' } = useParams();
  const engineCall = useEngineCaller();
  const call = useCallback<EndpointCaller>((endpointId, arg) => engineCall(endpointId, arg), [engineCall]);
  const row = (values.row ?? {}) as Record<string, unknown>;
  const path: Record<string, unknown> = { company };
  if (row.id !== undefined) path.id = row.id;
  return <SchemaForm formId={formId} ns="companies" hideTitle submit={call} initialData={row} extraData={path} onSuccess={() => onDone('submit')} />;
}

/** Download links of the uploaded documents or contracts. */
function FileLinks({ endpoint, company }: { endpoint: string; company: string }) {
  const call = useEndpointCall();
  const [groups, setGroups] = useState<Array<{ files: Array<{ id: number; name: string; url: string }> }>>([]);
  useEffect(() => {
    void call(endpoint, { company }, { query: true }).then((r) => 'data' in r && setGroups((r.data as { groups: typeof groups }).groups));
  }, [call, endpoint, company]);
  const files = groups.flatMap((g) => g.files);
  if (!files.length) return null;
  return (
    <Stack gap={4}>
      {files.map((f) => (
        <Text size="sm" key={f.id}>
          <Anchor href={f.url} download={f.name}>{f.name}</Anchor>
        </Text>
      ))}
    </Stack>
  );
}

function TabContent({ tab, company }: { tab: string; company: string }) {
  if (tab === 'basic') return <BasicForm company={company} />;
  const config = LIST_TABS[tab];
  if (!config) return null;
  return (
    <Stack gap="md">
      <DataList key={`${config.list}-${company}`} list={config.list} pathParams={{ company }} />
      {config.files && <FileLinks endpoint={config.files} company={company} />}
    </Stack>
  );
}

export default function CompanyInfo({ title }: ScreenProps) {
  const { company = '', tab = '' } = useParams();
  return (
    <TextsNamespace.Provider value="companies">
      <ModalHostProvider renderForm={CompanyFormSlot}>
        <Stack gap="md">
          <Title order={2}>{title}</Title>
          <TabGroup group="company_profile">
            <Stack pt="md">
              <TabContent key={`${company}-${tab}`} tab={tab} company={company} />
            </Stack>
          </TabGroup>
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
