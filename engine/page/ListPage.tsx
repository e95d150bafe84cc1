// engine/list: a list page of schemas/lists/<id>.json: the heading (with the route's links) and
// the list, its call's path parameters from the page and the list file's `query` page parameters
// as its query string (the list waits for them), its modals' forms sent with them. A route whose
// `schema` has `{param}` parts (`special_{id}`) shows the list the address names, headed by that
// list's title; an address naming none is the not-found page. The list file's `page` adds a
// caption read from a call under the heading and links under the list.
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { fillSchemaId, schemaIdParams } from '../core/schema/pageSchemaId';
import type { ListDef } from '../core/list/types';
import { RouterLink } from '../form/RouterLink';
import { useT } from '../list/i18n';
import { lists } from '../list/registry';
import { fillTemplate } from '../list/state/template';
import { DataList } from '../list/ui/DataList';
import { ModalHostProvider } from '../modal/ModalHostProvider';
import { fillText } from './fillText';
import { useListPageRecord } from './listPageRecord';
import { PageHeading } from './PageHeading';
import { pageFormSlot } from './PageFormSlot';
import { PageViews } from './PageViews';
import type { PageProps } from './registry';
import { usePageParams } from './usePageParams';

export default function ListPage({ title, schemaId }: PageProps) {
  const params = usePageParams();
  const t = useT();
  if (schemaIdParams(schemaId).length === 0) return <ListPageView def={lists.get(schemaId)} title={title} params={params} />;
  const id = fillSchemaId(schemaId, params);
  const def = id === undefined ? undefined : lists.find(id);
  if (!def) return <Navigate to="/error/404" replace />;
  return <ListPageView key={def.id} def={def} title={t(def.title)} params={params} />;
}

function ListPageView({ def, title, params }: { def: ListDef; title: string; params: Record<string, string | undefined> }) {
  const t = useT();
  const names = def.query;
  const query = useMemo(() => (names ? Object.fromEntries(names.map((name) => [name, params[name]])) : undefined), [names, params]);
  const waiting = Boolean(query && Object.values(query).some((v) => v === undefined || v === ''));
  const record = useListPageRecord(def.page?.record, params);
  const caption = def.page?.caption;
  const filled = caption && record ? fillText(t(caption.text), record) : undefined;
  return (
    <PageViews merchant={params.merchant}>
      <ModalHostProvider renderForm={pageFormSlot()}>
        <Stack gap="md">
          <PageHeading
            title={title}
            params={params}
            caption={filled ? <Text c="dimmed" data-testid={`${caption!.id}-caption`}>{caption!.translate ? t(filled) : filled}</Text> : undefined}
          />
          <DataList list={def.id} pathParams={params} params={query} skip={waiting} pageTitle={title} />
          {def.page?.links?.map((link) => (
            <RouterLink key={link.route} to={fillTemplate(link.route, params)}>
              {t(link.label)}
            </RouterLink>
          ))}
        </Stack>
      </ModalHostProvider>
    </PageViews>
  );
}
