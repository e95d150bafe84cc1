// The app's real store and transport over a scripted fake server that records every request (url,
// method, body, headers): the engine's calls go through the generated endpoints as in the browser.
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createApiStore, type Answer, type Sent } from '../helpers/fakeApi';

export type { Answer, Sent };

export function createFake(answer: (req: Sent, n: number) => Answer) {
  return createApiStore(answer);
}

export function renderWith(ui: ReactNode, fake: ReturnType<typeof createFake>) {
  return render(
    <Provider store={fake.store}>
      <MantineProvider env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
}
