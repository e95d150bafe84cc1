// /reports/special/custom/{id} (spec 002 s.2, s.7, s.9): one special report of the registry
// (server/reports/special/registry.ts) as the list schemas/lists/special_<id>.json: its fields,
// filters with their modes, 10 rows a page, and Export CSV / XLS (the list file's export formats:
// the report is saved to the merchant's reports and shows in Downloads once ready).
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import {
  DataListView, lists, PageViews, RouterLink, Stack, Text, Title, useListController, usePageParams, useRecord, type ListDef,
} from '../../engine';

function Report({ id, def }: { id: string; def: ListDef }) {
  const { t } = useTranslation();
  const params = usePageParams();
  const merchant = params.merchant;
  const controller = useListController(def, { params: { merchant }, skip: merchant === undefined || merchant === '' });
  // The registry's description of the report: its row of the catalogue (GET special.list).
  const catalogue = useRecord('special.list', { params: { merchant, limit: 80 }, skip: !merchant });
  const description = catalogue.data?.data.find((r) => String(r.report_id) === id)?.description;

  return (
    <Stack gap="md">
      <Title order={1}>{t(def.title)}</Title>
      {typeof description === 'string' && <Text c="dimmed">{t(description)}</Text>}
      <DataListView controller={controller} pageTitle={t(def.title)} />
      <RouterLink to="/reports/special/list">{t('All special reports')}</RouterLink>
    </Stack>
  );
}

export default function SpecialReport() {
  const { id = '' } = useParams();
  const def = /^\d+$/.test(id) ? lists.find(`special_${id}`) : undefined;
  const params = usePageParams();
  if (!def) return <Navigate to="/error/404" replace />;
  return (
    <PageViews merchant={params.merchant}>
      <Report key={id} id={id} def={def} />
    </PageViews>
  );
}
