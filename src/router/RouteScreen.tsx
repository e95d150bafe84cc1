// Renders the screen of a route entry with its translated title, and sets the page title.
import { useDocumentTitle } from '@mantine/hooks';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ScreenComponent } from '../../screens/registry';
import { PageLoader } from '../shell/PageLoader';
import type { RouteEntry } from './routeTable';
import { pageTitle, routeTitle } from './titles';

export function RouteScreen({ entry, screen: Screen }: { entry: RouteEntry; screen: ScreenComponent }) {
  const { t } = useTranslation('common');
  const title = t(routeTitle(entry, useParams()));
  useDocumentTitle(pageTitle(title));
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen title={title} />
    </Suspense>
  );
}
