import { createBrowserRouter } from 'react-router-dom';
import { pageFor } from '../../engine';
import { screenFor } from '../../screens/registry';
import { CrashPage } from '../shell/CrashPage';
import { PageLoader } from '../shell/PageLoader';
import { Shell } from '../shell/Shell';
import { navigationLoader } from './navigationLoader';
import { RouteScreen } from './RouteScreen';
import { routeEntries, type RouteEntry } from './routeTable';
import { ROOT_ROUTE_ID } from './shellData';

const pageOf = (entry: RouteEntry) => (entry.screen.startsWith('engine/') ? pageFor(entry.screen.slice('engine/'.length)) : undefined);

export const router = createBrowserRouter([
  {
    id: ROOT_ROUTE_ID,
    loader: navigationLoader,
    // Redirects, brand, session and access are checked on every navigation, not only on the first.
    shouldRevalidate: () => true,
    element: <Shell />,
    errorElement: <CrashPage />,
    hydrateFallbackElement: <PageLoader />,
    children: routeEntries.map((entry) => ({ path: entry.path, element: <RouteScreen key={entry.path} entry={entry} screen={screenFor(entry.screen)} page={pageOf(entry)} /> })),
  },
]);
