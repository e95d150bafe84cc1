// @vitest-environment jsdom
// The forms engine through the engine's transport (useEngineCaller over the generated endpoints, the
// `submit` of schema modals): choicesFrom args reach a GET that declares `params` as its query string,
// and a multipart argument { <path params>, body: FormData } is posted as that FormData.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useEngineCaller } from '../../../engine/list/api/useEngineCaller';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';
import { createApiStore, type Sent } from '../helpers/fakeApi';
import './helpers/render';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

function renderEngine(ui: ReactNode, answer: (req: Sent) => unknown) {
  const { store, sent } = createApiStore((req) => ({ data: answer(req) }));
  render(
    <Provider store={store}>
      <MantineProvider env="test">
        <MemoryRouter>{ui}</MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return sent;
}

/** As a screen's form slot does it: the engine caller without the forms engine's options. */
function CopyForm() {
  const engineCall = useEngineCaller();
  const call: EndpointCaller = (endpointId, arg) => engineCall(endpointId, arg);
  return <SchemaForm formId="merchant_permission_copy" submit={call} extraData={{ merchant: 7, id: 3 }} />;
}

describe('forms engine over useEngineCaller', () => {
  it('choicesFrom args go to the query string of a GET that declares params (path params in the path)', async () => {
    const sent = renderEngine(<CopyForm />, (req) =>
      req.method === 'GET'
        ? { merchants: [{ value: 2, label: 'Shop B' }], users: req.url.includes('from=2') ? [{ id: 11, label: 'Ann' }] : [], source_users: [] }
        : {},
    );
    await waitFor(() => expect(sent.map((s) => s.url)).toContain('/merchant/7/permissions/copy/'));
    await waitFor(() => expect(document.getElementById('root_from_merchant')).toBeTruthy());
    fireEvent.click(document.getElementById('root_from_merchant')!);
    fireEvent.click(await screen.findByRole('option', { name: 'Shop B', hidden: true }));
    await waitFor(() => expect(sent.map((s) => s.url)).toContain('/merchant/7/permissions/copy/?from=2'));
    expect(await screen.findByTestId('multiselect-trigger')).toBeTruthy();
  });

  it('a multipart argument is posted as its FormData', async () => {
    const body = new FormData();
    body.append('title', 'Contract');
    function Send() {
      const call = useEngineCaller();
      return (
        <button type="button" onClick={() => void call('disputes.start', { id: 7, body })}>
          send
        </button>
      );
    }
    const sent = renderEngine(<Send />, () => ({}));
    await act(async () => fireEvent.click(screen.getByText('send')));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe('/merchant/transactions/disputes/7/start/');
    expect(sent[0].method).toBe('POST');
    expect((sent[0].body as FormData).get('title')).toBe('Contract');
  });
});
