import { MantineProvider } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { router } from './router/router';
import { store } from './store';
import { readableColors } from './readableColors';
import { theme } from './theme';

// Alerts shown before this chunk arrives wait in the notifications store.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

export function App() {
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={readableColors}>
        <Suspense>
          <Notifications position="top-right" />
        </Suspense>
        <RouterProvider router={router} />
      </MantineProvider>
    </Provider>
  );
}
