// Renders the screen of a route entry (or its generic page, `engine/<kind>` + `schema`) with its
// translated title, and sets the page title.
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { PageComponent } from '../../engine';
import type { ScreenComponent } from '../../screens/registry';
import { PageLoader } from '../shell/PageLoader';
import type { RouteEntry } from './routeTable';
import { pageTitle, routeTitle } from './titles';

interface RouteScreenProps {
  entry: RouteEntry;
  screen: ScreenComponent;
  /** The generic page of an `engine/<kind>` entry. */
  page?: PageComponent;
}

export function RouteScreen({ entry, screen: Screen, page: Page }: RouteScreenProps) {
  const { t } = useTranslation('common');
  const title = t(routeTitle(entry, useParams()));
  useDocumentTitle(pageTitle(title));
  return (
    <Suspense fallback={<PageLoader />}>
      {Page ? <Page title={title} schemaId={entry.schema ?? ''} /> : <Screen title={title} />}
    </Suspense>
  );
}
