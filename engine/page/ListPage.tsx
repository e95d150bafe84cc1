// engine/list: a list page of schemas/lists/<id>.json: the heading (with the route's links) and
// the list, its call's path parameters from the page and the list file's `query` page parameters
// as its query string (the list waits for them), its modals' forms sent with them.
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { lists } from '../list/registry';
import { DataList } from '../list/ui/DataList';
import { ModalHostProvider } from '../modal/ModalHostProvider';
import { PageHeading } from './PageHeading';
import { pageFormSlot } from './PageFormSlot';
import { PageViews } from './PageViews';
import type { PageProps } from './registry';
import { usePageParams } from './usePageParams';

export default function ListPage({ title, schemaId }: PageProps) {
  const params = usePageParams();
  const names = lists.get(schemaId).query;
  const query = useMemo(() => (names ? Object.fromEntries(names.map((name) => [name, params[name]])) : undefined), [names, params]);
  const waiting = Boolean(query && Object.values(query).some((v) => v === undefined || v === ''));
  return (
    <PageViews merchant={params.merchant}>
      <ModalHostProvider renderForm={pageFormSlot()}>
        <Stack gap="md">
          <PageHeading title={title} params={params} />
          <DataList list={schemaId} pathParams={params} params={query} skip={waiting} pageTitle={title} />
        </Stack>
      </ModalHostProvider>
    </PageViews>
  );
}
