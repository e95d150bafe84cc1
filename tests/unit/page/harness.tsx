// Generic pages over a scripted fake server: the app's real store and transport (the endpoints
// generated from the repository's files), a memory router at an address. The header's merchant
// (engine/page/pageMerchant.ts) is mocked by each test file.
import '../list/helpers/dom';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createFake, type Answer, type Sent } from '../transactions/harness';

export { type Answer, type Sent };

/** A list reply of these rows (one page). */
export const listOf = (rows: Array<Record<string, unknown>>) => ({
  data: rows,
  paginator: { page: 1, pages: 1, limit: 20, count: rows.length },
});

export function renderPage(ui: ReactNode, { path, at }: { path: string; at: string }, answer: (req: Sent) => Answer) {
  const fake = createFake((req) => answer(req));
  render(
    <Provider store={fake.store}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return fake.sent;
}
