// @vitest-environment jsdom
// Modal forms of a generic page (engine/page/PageFormSlot.tsx): with rowFillsForms the row fills
// the form, the user's choice is what is sent (Apple Pay certificate type), the page gives {merchant}
// and nothing else of the page joins the body.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '../engine/helpers/render';
import { submit } from '../engine/helpers/form';

const call = vi.fn(async (..._args: unknown[]) => ({ data: {} }));
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));
vi.mock('../../../engine/list/api/useEngineCaller', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useEngineCaller: () => call,
}));
vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePageMerchant: () => undefined,
}));
const { pageFormSlot } = await import('../../../engine/page/PageFormSlot');
const MerchantFormSlot = pageFormSlot({ rowFillsForms: true });

function renderSlot(formId: string, row: Record<string, unknown>) {
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={['/settings/merchants/info/7/methods']}>
        <Routes>
          <Route path="/settings/merchants/info/:merchant/:tab" element={<MerchantFormSlot formId={formId} values={{ row }} onDone={onDone} registerSubmit={() => undefined} />} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onDone;
}

async function certType() {
  await screen.findAllByLabelText(/Certificate type/);
  return document.getElementById('root_cert_type') as HTMLInputElement;
}

const save = () => submit(20);

describe('modal forms of a page', () => {
  it("Apple Pay: the row's certificate type is only the initial value; switching to P12 posts to the p12 path", async () => {
    call.mockClear();
    renderSlot('merchant_apple_pay', { id: 'apple', cert_type: 'pem' });
    const type = await certType();
    expect(type.value).toBe('PEM');
    fireEvent.click(type);
    fireEvent.click(await screen.findByRole('option', { name: 'P12', hidden: true }));
    await save();
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(call.mock.calls[0][0]).toBe('merchantsettings.applePayPasswords');
    expect(call.mock.calls[0][1]).toMatchObject({ merchant: '7', cert_type: 'p12' });
    expect(call.mock.calls[0][1]).not.toHaveProperty('tab');
  });

  it('Apple Pay: a row without a certificate type starts on PEM', async () => {
    call.mockClear();
    renderSlot('merchant_apple_pay', { id: 'apple' });
    const type = await certType();
    expect(type.value).toBe('PEM');
    await save();
    await waitFor(() => expect(call.mock.calls[0]?.[1]).toMatchObject({ merchant: '7', cert_type: 'pem' }));
  });
});
