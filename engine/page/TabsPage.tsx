// engine/tabs: a tab group page of schemas/tabs/<id>.json. The heading, the caption filled from
// the group's record, the route-tied tabs, and the active tab's content items (form, list:
// engine/tabs/content/registry.ts). Whether the user may change things is the group's
// (or tab's) editWhen on the record; nothing shows until the record it needs has loaded.
import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useLocation, useParams } from 'react-router-dom';
import { configureFormats } from '../format';
import { useFailureMessage } from '../feedback/failureMessage';
import { useT, useTextsNamespace } from '../list/i18n';
import { holds } from '../modal/conditions';
import { ModalHostProvider } from '../modal/ModalHostProvider';
import { TabGroup } from '../tabs/TabGroup';
import { contentKind, TAB_CONTENT } from '../tabs/content/registry';
import { usePageRecord } from '../tabs/pageRecord';
import { tabGroups } from '../tabs/registry';
import { activeTab } from '../tabs/tabRoutes';
import type { TabDef, TabGroupDef } from '../tabs/types';
import { fillText } from './fillText';
import { PageHeading } from './PageHeading';
import { pageFormSlot } from './PageFormSlot';
import { PageViews } from './PageViews';
import { timeZoneOf, usePageMerchant } from './pageMerchant';
import type { PageProps } from './registry';
import { usePageParams } from './usePageParams';

interface TabContentProps {
  group: TabGroupDef;
  tab: TabDef;
  params: Record<string, string | undefined>;
  record: Record<string, unknown> | undefined;
  loading: boolean;
  title: string;
}

function TabContent({ group, tab, params, record, loading, title }: TabContentProps) {
  useFailureMessage(tab.failureMessage, useTextsNamespace());
  const when = tab.editWhen ?? group.editWhen;
  if (when && loading) return <Loader size="sm" />;
  const editable = holds(when, record);
  return (
    <Stack gap="lg">
      {(tab.content ?? []).map((item, i) => {
        const kind = contentKind(item);
        const Content = kind ? TAB_CONTENT[kind] : undefined;
        // schemas:check refuses such an item; a file edited since the build still shows where it is.
        if (!Content)
          return (
            <Alert key={i} color="yellow">
              {`schemas/tabs/${group.id}.json#/tabs/${group.tabs.indexOf(tab)}/content/${i}: no content kind`}
            </Alert>
          );
        return <Content key={i} def={item as never} params={params} editable={editable} group={group} title={title} />;
      })}
    </Stack>
  );
}

export default function TabsPage({ title, schemaId }: PageProps) {
  const group = tabGroups.get(schemaId);
  const t = useT();
  const params = usePageParams();
  const routeParams = useParams();
  const merchant = usePageMerchant(group.timeZone === 'merchant');
  const { pathname } = useLocation();
  const { record, loading } = usePageRecord(group.record, params);
  // Deadlines count days in the merchant's time zone (the browser's when unknown).
  if (group.timeZone === 'merchant') configureFormats({ timeZone: timeZoneOf(merchant) });
  const tab = activeTab(group, pathname, params);
  const caption = group.caption && record && (
    <Text c="dimmed" data-testid={`${group.caption.id}-caption`}>
      {fillText(t(group.caption.text), record)}
    </Text>
  );
  return (
    <PageViews merchant={params.merchant}>
      <ModalHostProvider renderForm={pageFormSlot()}>
        <Stack gap="md">
          <PageHeading title={title} params={params} caption={caption} />
          <TabGroup group={group}>
            <Stack pt="md">
              {/* A new address (another merchant's settings) starts the tab afresh; the header's merchant
                  only changes its calls' parameters. */}
              {tab && (
                <TabContent
                  key={`${tab.id}-${JSON.stringify(routeParams)}`}
                  group={group}
                  tab={tab}
                  params={params}
                  record={record}
                  loading={loading}
                  title={title}
                />
              )}
            </Stack>
          </TabGroup>
        </Stack>
      </ModalHostProvider>
    </PageViews>
  );
}
