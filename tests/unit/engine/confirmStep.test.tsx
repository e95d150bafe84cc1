// @vitest-environment jsdom
// The forms engine's confirm step (form file `confirm`, issue 27 must-show 6): a valid submit shows
// the summary filled from the values (and the form's other initial values) and sends nothing; Back
// returns to the form with its values; only the confirm button sends, and the success alert names
// the effect. Also the success texts by reply (`successMessages`) and the filled `ui:help`.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from './helpers/render';
import { submit, typeInto } from './helpers/form';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import { formText, successText } from '../../../engine/form/formTexts';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';

const alerts = vi.hoisted(() => [] as Array<{ message: string; variant?: string }>);
vi.mock('../../../engine/feedback/alerts', () => ({
  showAlert: (a: { message: string; variant?: string }) => void alerts.push(a),
}));

const REFUND = {
  id: 5,
  amount: '120.50',
  currency: 'GEL',
  max_amount: '120.50',
  card: '424242******4242',
  payment_system: 'visa',
};
const click = async (testId: string) =>
  act(async () => {
    fireEvent.click(screen.getByTestId(testId));
    await new Promise((r) => setTimeout(r, 10));
  });

describe('form confirm step', () => {
  beforeEach(() => void alerts.splice(0));

  it('refund: the amount is editable from the start beside its cap; the summary sends nothing, Back keeps the values, Confirm sends and names the effect', async () => {
    const call = vi
      .fn<EndpointCaller>()
      .mockResolvedValue({ data: { message: 'Request completed successfully' } });
    renderUi(<SchemaForm formId="payment_refund" submit={call} initialData={REFUND} />);
    const amount = (await screen.findByLabelText(/^Amount/)) as HTMLInputElement;
    expect(amount.disabled).toBe(false);
    expect(amount.value).toBe('120.50');
    expect(document.getElementById('root_amount__help')?.textContent).toBe('at most 120.50 GEL');
    typeInto(/^Amount/, '20.50');
    typeInto(/^Reason/, 'Customer returned one item');
    await submit();
    expect((await screen.findByTestId('form-confirm-text')).textContent).toBe(
      'Refund 20.50 GEL to visa 424242******4242?',
    );
    expect(screen.getByTestId('schema-form-body').hidden).toBe(true);
    expect(call).not.toHaveBeenCalled();

    await click('form-confirm-back');
    expect(screen.queryByTestId('form-confirm-step')).toBeNull();
    expect(screen.getByTestId('schema-form-body').hidden).toBe(false);
    expect((screen.getByLabelText(/^Amount/) as HTMLInputElement).value).toBe('20.50');
    expect(call).not.toHaveBeenCalled();

    await submit();
    expect((await screen.findByTestId('form-confirm-submit')).textContent).toBe('Confirm refund');
    await click('form-confirm-submit');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    // Only the form's own fields go: not the card, its scheme or the cap it was shown with.
    expect(call).toHaveBeenCalledWith('payments.refund', {
      id: 5,
      type: 'partial',
      amount: '20.50',
      currency: 'GEL',
      reason: 'Customer returned one item',
    });
    await waitFor(() => expect(alerts).toContainEqual({ message: 'Refunded 20.50 GEL', variant: 'success' }));
  });

  it('an invalid form shows no summary; a refused call comes back to the form with its error', async () => {
    const call = vi
      .fn<EndpointCaller>()
      .mockResolvedValue({
        error: { status: 400, data: { error: [['amount', 'Value must be 120.50 or less']] } },
      });
    renderUi(<SchemaForm formId="payment_refund" submit={call} initialData={REFUND} />);
    await screen.findByLabelText(/^Amount/);
    typeInto(/^Amount/, '');
    await submit();
    expect(screen.queryByTestId('form-confirm-step')).toBeNull();
    typeInto(/^Amount/, '500.00');
    await submit();
    expect((await screen.findByTestId('form-confirm-text')).textContent).toBe(
      'Refund 500.00 GEL to visa 424242******4242?',
    );
    await click('form-confirm-submit');
    await waitFor(() => expect(screen.queryByTestId('form-confirm-step')).toBeNull());
    expect(call).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Value must be 120.50 or less')).toBeTruthy();
    expect(alerts.filter((a) => a.variant === 'success')).toEqual([]);
  });

  it('a form without confirm sends at once', async () => {
    const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
    renderUi(
      <SchemaForm formId="payment_receipt_mail" submit={call} initialData={{ id: 3, email: 'a@b.co' }} />,
    );
    await screen.findByTestId('schema-form-submit');
    await submit();
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.queryByTestId('form-confirm-step')).toBeNull();
  });
});

describe('form texts', () => {
  const t = (s: string) => s;
  it('fills from the values, then the context, then the reply; amounts exactly as decimal strings', () => {
    expect(
      formText(t, 'Refund {amount|amount} {currency} to {card}?', {
        values: { amount: '1234567.10', currency: 'GEL', card: '' },
        context: { card: '411111******1111' },
      }),
    ).toBe('Refund 1234567.10 GEL to 411111******1111?');
    expect(formText(t, 'Refund {amount|amount} {currency}?', { values: { amount: '0.30' } })).toBe(
      'Refund 0.30 ?',
    );
  });
  it('{x|card} masks a card number typed with or without spaces to its first six and last four digits; a token stays', () => {
    const pay = 'Pay out {amount|amount} {currency} to {receiver|card}?';
    expect(formText(t, pay, { values: { amount: '10.00', currency: 'GEL', receiver: '4242 4242 4242 4242' } })).toBe('Pay out 10.00 GEL to 424242******4242?');
    expect(formText(t, pay, { values: { amount: '10.00', currency: 'GEL', receiver: '5555555555554444' } })).toBe('Pay out 10.00 GEL to 555555******4444?');
    expect(formText(t, pay, { values: { amount: '10.00', currency: 'GEL', receiver: 'tok_8f2a91' } })).toBe('Pay out 10.00 GEL to tok_8f2a91?');
  });
  it('successMessages: the first whose reply condition holds, else the plain message', () => {
    const form = {
      successMessage: 'Done',
      successMessages: [
        {
          text: 'Payout of {amount|amount} {currency} waits for approval',
          when: { field: 'reply.status', equals: 'awaiting_approval' },
        },
        { text: 'Payout of {amount|amount} {currency} sent' },
      ],
    };
    const values = { amount: '600.00', currency: 'GEL' };
    expect(successText(form, t, { values, reply: { status: 'awaiting_approval' } })).toBe(
      'Payout of 600.00 GEL waits for approval',
    );
    expect(successText(form, t, { values, reply: { status: 'processing' } })).toBe(
      'Payout of 600.00 GEL sent',
    );
    expect(successText({ successMessage: 'Done' }, t, { values })).toBe('Done');
    expect(successText({}, t, { values })).toBeUndefined();
  });
});
