// /settings/companies/info/{company}/{tab}: the route-tied tab group schemas/tabs/company_profile.json.
// Each tab names schema ids only: the basic form (loaded from its GET call) or a datalist whose row
// and list actions open schema modals. {company} from the route and the row's {id} reach the forms
// through CompanyFormSlot. A user who may only read (can_edit false in GET /company_profile/{c}/)
// sees the form disabled and the lists without their changing actions; the server refuses anyway.
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  Anchor,
  Button,
  DataList,
  Group,
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
  showAlert,
  useEngineCaller,
  type EndpointCaller,
} from '../../engine';
import type { ScreenProps } from '../registry';
import { ReadOnly, readOnlyList } from './readOnly';

type FormSlotProps = ComponentProps<typeof SchemaFormSlot>;

const LIST_TABS: Record<string, { list: string; files?: string }> = {
  documents: { list: 'company_docs_files', files: 'companies.docs' },
  contracts: { list: 'company_contracts_files', files: 'companies.contracts' },
  individuals: { list: 'company_individuals' },
};

type CompanyInfoReply = { company_name: string; can_edit: boolean };

/** The company's name and whether the user may edit it; null while loading. */
function useCompanyInfo(company: string): CompanyInfoReply | null {
  const call = useEndpointCall();
  const [info, setInfo] = useState<CompanyInfoReply | null>(null);
  useEffect(() => {
    let live = true;
    void call('companies.info', { company }, { query: true }).then((r) => live && 'data' in r && setInfo(r.data as CompanyInfoReply));
    return () => {
      live = false;
    };
  }, [call, company]);
  return info;
}

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

type StoredFile = { id: number; name: string; url: string };

/** The stored files of an individual being edited: download links and Delete (new files go with the form). */
function IndividualFiles({ company, id }: { company: string; id: unknown }) {
  const call = useEndpointCall();
  const { t } = useTranslation('companies');
  const [files, setFiles] = useState<Array<StoredFile & { field: string }>>([]);
  const load = useCallback(() => {
    void call('companies.individual', { company, id }, { query: true }).then((r) => {
      if (!('data' in r)) return;
      const byField = (r.data as { files: Record<string, StoredFile[]> }).files;
      setFiles(Object.entries(byField).flatMap(([field, list]) => list.map((f) => ({ ...f, field }))));
    });
  }, [call, company, id]);
  useEffect(load, [load]);
  if (!files.length) return null;
  const remove = async (f: StoredFile & { field: string }) => {
    const r = await call('companies.individualFileDelete', { company, id, field: f.field, file_id: f.id });
    showAlert({ message: t('data' in r ? 'File delete success' : 'File delete error'), variant: 'data' in r ? 'success' : 'danger' });
    load();
  };
  return (
    <Stack gap={4} mb="md" data-testid="individual-files">
      {files.map((f) => (
        <Group key={f.id} gap="xs">
          <Text size="sm">
            <Anchor href={f.url} download={f.name}>{f.name}</Anchor>
          </Text>
          <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(f)}>{t('Delete')}</Button>
        </Group>
      ))}
    </Stack>
  );
}

/** Forms in modals: the row fills the form (an individual's values and id), the route gives {company}. */
function CompanyFormSlot({ formId, values, onDone }: FormSlotProps) {
  const { company = '' } = useParams();
  const engineCall = useEngineCaller();
  const call = useCallback<EndpointCaller>((endpointId, arg) => engineCall(endpointId, arg), [engineCall]);
  const row = (values.row ?? {}) as Record<string, unknown>;
  const path: Record<string, unknown> = { company };
  if (row.id !== undefined) path.id = row.id;
  return (
    <>
      {formId.startsWith('individual_') && row.id !== undefined && <IndividualFiles company={company} id={row.id} />}
      <SchemaForm formId={formId} ns="companies" hideTitle submit={call} initialData={row} extraData={path} onSuccess={() => onDone('submit')} />
    </>
  );
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

function TabContent({ tab, company, canEdit }: { tab: string; company: string; canEdit: boolean }) {
  const { t } = useTranslation('companies');
  if (tab === 'basic') {
    return (
      <ReadOnly readOnly={!canEdit} note={t('You can view this company but not change it.')} testId="read-only-company">
        <BasicForm company={company} />
      </ReadOnly>
    );
  }
  const config = LIST_TABS[tab];
  if (!config) return null;
  return (
    <Stack gap="md">
      <DataList key={`${config.list}-${company}`} list={canEdit ? config.list : readOnlyList(config.list)} pathParams={{ company }} />
      {config.files && <FileLinks endpoint={config.files} company={company} />}
    </Stack>
  );
}

export default function CompanyInfo({ title }: ScreenProps) {
  const { company = '', tab = '' } = useParams();
  const info = useCompanyInfo(company);
  return (
    <TextsNamespace.Provider value="companies">
      <ModalHostProvider renderForm={CompanyFormSlot}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {info && <Text c="dimmed">{info.company_name}</Text>}
          <TabGroup group="company_profile">
            <Stack pt="md">
              {info ? <TabContent key={`${company}-${tab}`} tab={tab} company={company} canEdit={info.can_edit} /> : <Loader size="sm" />}
            </Stack>
          </TabGroup>
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
