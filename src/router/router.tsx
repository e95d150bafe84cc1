import { createBrowserRouter } from 'react-router-dom';
import { CrashPage } from '../shell/CrashPage';
import { PageLoader } from '../shell/PageLoader';
import { Shell } from '../shell/Shell';
import { navigationLoader } from './navigationLoader';
import { routeEntries } from './routeTable';
import { routeChildren } from './routeChildren';
import { ROOT_ROUTE_ID } from './shellData';

export const router = createBrowserRouter([
  {
    id: ROOT_ROUTE_ID,
    loader: navigationLoader,
    // Redirects, brand, session and access are checked on every navigation to another path, not
    // only on the first; a new query string of the same page (a page switch, a filter) needs none.
    shouldRevalidate: ({ currentUrl, nextUrl, formMethod }) => Boolean(formMethod) || currentUrl.pathname !== nextUrl.pathname,
    element: <Shell />,
    errorElement: <CrashPage />,
    hydrateFallbackElement: <PageLoader />,
    children: routeChildren(routeEntries),
  },
]);
