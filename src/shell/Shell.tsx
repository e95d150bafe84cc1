// The signed-in user gets the main layout (sidebar plus content), everyone else the start layout,
// which stays small: the main layout is its own chunk.
import { lazy, Suspense } from 'react';
import { useShellData } from '../router/shellData';
import { PageLoader } from './PageLoader';
import { StartLayout } from './start/StartLayout';

const MainLayout = lazy(() => import('./main/MainLayout'));

export function Shell() {
  const { auth } = useShellData();
  return (
    <Suspense fallback={<PageLoader />}>{auth?.state === 'ok' && auth.user ? <MainLayout user={auth.user} /> : <StartLayout />}</Suspense>
  );
}
