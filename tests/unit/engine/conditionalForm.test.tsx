// @vitest-environment jsdom
// Conditional schemas in SchemaForm: readOnly fields of a branch are disabled, fields a branch adds
// show only while its condition holds, values outside the current branch are not sent.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { choose, submit } from './helpers/form';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

describe('conditionals in SchemaForm', () => {
  it('a full capture renders amount and currency disabled; partial enables and requires the amount', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
    renderUi(<SchemaForm formId="payment_capture" submit={call} initialData={{ id: 5, type: 'full', amount: '10.00', currency: 'USD' }} />);
    const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect((screen.getByLabelText(/^Currency/) as HTMLInputElement).disabled).toBe(true);
    await choose('type', 'Partial');
    await waitFor(() => expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).disabled).toBe(false));
    expect((screen.getByLabelText(/^Currency/) as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByLabelText(/^Amount/).closest('div')?.parentElement?.textContent).toContain('*');
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '' } });
    fireEvent.blur(screen.getByLabelText(/^Amount/));
    await submit();
    expect(call).not.toHaveBeenCalled();
    expect(await screen.findByText('field is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '3.5' } });
    fireEvent.blur(screen.getByLabelText(/^Amount/));
    await submit();
    fireEvent.click(await screen.findByTestId('form-confirm-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('payments.capture', { id: 5, type: 'partial', amount: '3.5', currency: 'USD' }));
  });

  it('a full capture submits without an amount', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
    renderUi(<SchemaForm formId="payment_capture" submit={call} initialData={{ id: 9 }} />);
    expect(((await screen.findByLabelText(/^Amount/)) as HTMLInputElement).disabled).toBe(true);
    await submit();
    fireEvent.click(await screen.findByTestId('form-confirm-submit'));
    await waitFor(() => expect(call).toHaveBeenCalledWith('payments.capture', { id: 9, type: 'full' }));
  });

  it('apple pay: pem shows only the pem files; p12 shows its files and passwords; hidden values are not sent', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
    renderUi(<SchemaForm formId="merchant_apple_pay" submit={call} initialData={{ cert_type: 'pem', merch_pem_cert: 'm.pem' }} extraData={{ merchant: 3 }} />);
    expect(await screen.findByText('Merchant certificate (PEM)')).toBeTruthy();
    expect(screen.getByText('Processing certificate (PEM)')).toBeTruthy();
    for (const gone of ['Merchant certificate (P12)', 'Merchant certificate password', 'Merchant certificate (CRT)', 'Processing key (KEY)']) {
      expect(screen.queryByText(gone)).toBeNull();
    }
    await choose('cert_type', 'P12');
    expect(await screen.findByText('Merchant certificate (P12)')).toBeTruthy();
    expect(screen.getByLabelText(/Merchant certificate password/)).toBeTruthy();
    expect(screen.getByLabelText(/Processing certificate password/)).toBeTruthy();
    expect(screen.queryByText('Merchant certificate (PEM)')).toBeNull();
    await submit();
    // The call is multipart (spec 002): the path's cert_type and merchant, no hidden pem file in the form data.
    await waitFor(() => expect(call).toHaveBeenCalledWith('merchantsettings.applePayPasswords', { cert_type: 'p12', merchant: 3, body: expect.any(FormData) }));
    expect([...(call.mock.calls[0][1] as { body: FormData }).body.keys()]).toEqual([]);
  });
});
