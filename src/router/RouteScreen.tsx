// Renders the screen of a route entry with its translated title, and sets the page title. A
// generic page (engine/<kind>) also gets the id of the file it shows, the entry's links and its
// texts' namespace.
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageLinksContext, TextsNamespace, type PageComponent } from '../../engine';
import type { ScreenComponent } from '../../screens/registry';
import { PageLoader } from '../shell/PageLoader';
import type { RouteEntry } from './routeTable';
import { pageTitle, routeTitle } from './titles';

const NO_LINKS: never[] = [];

export type RouteView = { screen: ScreenComponent } | { page: PageComponent };

export function RouteScreen({ entry, view }: { entry: RouteEntry; view: RouteView }) {
  const { t } = useTranslation(entry.ns ? [entry.ns, 'common'] : 'common');
  const title = t(routeTitle(entry, useParams()), { ns: entry.ns ? [entry.ns, 'common'] : 'common' });
  useDocumentTitle(pageTitle(title));
  let content;
  if ('page' in view) {
    const Page = view.page;
    content = (
      <PageLinksContext.Provider value={entry.links ?? NO_LINKS}>
        <Page title={title} schemaId={entry.schema ?? ''} path={entry.path} />
      </PageLinksContext.Provider>
    );
  } else {
    const Screen = view.screen;
    content = <Screen title={title} />;
  }
  return (
    <Suspense fallback={<PageLoader />}>
      <TextsNamespace.Provider value={entry.ns ?? null}>{content}</TextsNamespace.Provider>
    </Suspense>
  );
}
