import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications/store';
import { lazy, Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { router } from './router/router';
import { store } from './store';
import { readableColors } from './readableColors';
import { theme } from './theme';

const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/**
 * Mantine's notifications, mounted (their code loaded) with the first alert: alerts go to their store
 * (engine/feedback/alerts.ts), where they wait until the component is there. Once mounted it stays.
 */
function Alerts() {
  const shown = useNotifications().notifications.length > 0;
  const [mounted, setMounted] = useState(shown);
  if (shown && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense>
      <Notifications position="top-right" />
    </Suspense>
  );
}

export function App() {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
        <Alerts />
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
