// /reports/special/custom/{id} (spec 002 s.2, s.7, s.9): one special report of the registry
// (server/reports/special/registry.ts) as the list schemas/lists/special_<id>.json: its fields,
// filters with their modes, 10 rows a page, and Export CSV / XLS (POST special.export; the
// file is saved as soon as the report is ready, else it waits in Downloads).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import {
  Button, DataListView, exportBody, Group, lists, PageViews, RouterLink, showAlert, Stack, Text, Title, useEngineCaller,
  useListController, usePageParams, useRecord, type ListDef,
} from '../../engine';

const FORMATS = ['CSV', 'XLS'] as const;

function Report({ id, def }: { id: string; def: ListDef }) {
  const { t } = useTranslation();
  const params = usePageParams();
  const merchant = params.merchant;
  const controller = useListController(def, { params: { merchant }, skip: merchant === undefined || merchant === '' });
  const call = useEngineCaller();
  const [busy, setBusy] = useState<string | null>(null);
  // The registry's description of the report: its row of the catalogue (GET special.list).
  const catalogue = useRecord('special.list', { params: { merchant, limit: 80 }, skip: !merchant });
  const description = catalogue.data?.data.find((r) => String(r.report_id) === id)?.description;

  const exportAs = async (type: (typeof FORMATS)[number]) => {
    setBusy(type);
    try {
      const made = await call('special.export', { id, type, ...exportBody(controller), merchant });
      if ('error' in made) throw made.error;
      const { id: reportId, status, message } = made.data;
      if (status !== 'success') {
        // The server's words (server/lists/export/create-export.ts), as Save to reports shows them.
        showAlert({ message: t(message ?? 'Request completed successfully'), variant: 'success' });
        return;
      }
      const file = await call('special.reportFile', { id: reportId });
      if ('error' in file) throw file.error;
    } catch {
      // Spec 002 s.8: a failed report export is a danger alert.
      showAlert({ message: t('Report export failed'), variant: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t(def.title)}</Title>
        <Group gap="xs">
          {FORMATS.map((type) => (
            <Button key={type} variant="light" loading={busy === type} disabled={busy !== null} onClick={() => void exportAs(type)}
              data-testid={`special-export-${type.toLowerCase()}`}>
              {t(type === 'CSV' ? 'Export CSV' : 'Export XLS')}
            </Button>
          ))}
        </Group>
      </Group>
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
