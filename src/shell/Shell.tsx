// The signed-in user gets the main layout (sidebar plus content), everyone else the start layout,
// which stays small: the main layout is its own chunk.
import { Suspense } from 'react';
import { useShellData } from '../router/shellData';
import { useEndSessionOnSignOut } from '../session/useEndSessionOnSignOut';
import { mainLayout } from './main/mainLayout';
import { PageLoader } from './PageLoader';
import { StartLayout } from './start/StartLayout';

const MainLayout = mainLayout.Component;

export function Shell() {
  const { auth } = useShellData();
  const user = auth?.state === 'ok' ? auth.user : undefined;
  useEndSessionOnSignOut(Boolean(user));
  return <Suspense fallback={<PageLoader />}>{user ? <MainLayout user={user} /> : <StartLayout />}</Suspense>;
}
