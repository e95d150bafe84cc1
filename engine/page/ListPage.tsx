// engine/list: a list page of schemas/lists/<id>.json: the heading (with the route's links) and
// the list, its call's path parameters from the page, its modals' forms sent with them.
import { Stack } from '@mantine/core';
import { DataList } from '../list/ui/DataList';
import { ModalHostProvider } from '../modal/ModalHostProvider';
import { PageHeading } from './PageHeading';
import { pageFormSlot } from './PageFormSlot';
import { PageViews } from './PageViews';
import type { PageProps } from './registry';
import { usePageParams } from './usePageParams';

export default function ListPage({ title, schemaId }: PageProps) {
  const params = usePageParams();
  return (
    <PageViews merchant={params.merchant}>
      <ModalHostProvider renderForm={pageFormSlot()}>
        <Stack gap="md">
          <PageHeading title={title} params={params} />
          <DataList list={schemaId} pathParams={params} pageTitle={title} />
        </Stack>
      </ModalHostProvider>
    </PageViews>
  );
}
