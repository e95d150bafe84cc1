// @vitest-environment jsdom
// E-mail lists (tags): text typed without a comma or Enter is not lost when the field loses focus
// (it becomes a tag) nor when Save is pressed; an invalid one becomes a red tag with the field's
// message, and the form is not saved.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderUi } from '../engine/helpers/render';
import { submit } from '../engine/helpers/form';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import type { EndpointCaller } from '../../../engine/form/useEndpointCall';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const field = () => screen.getByLabelText(/Report e-mails/) as HTMLInputElement;
const save = () => submit(20);
async function renderNotification() {
  const call = vi.fn<EndpointCaller>().mockResolvedValue({ data: {} });
  renderUi(<SchemaForm formId="merchant_notification" submit={call} initialData={{ email_notification_lang: 'en', report_emails: ['a@b.co'] }} />);
  await screen.findByLabelText(/Report e-mails/);
  return call;
}
const sent = (call: Awaited<ReturnType<typeof renderNotification>>) => call.mock.calls.find(([id]) => id === 'merchantsettings.notificationSave')?.[1] as Record<string, unknown> | undefined;

describe('tags: pending text', () => {
  it('becomes a tag on blur and is saved', async () => {
    const call = await renderNotification();
    fireEvent.change(field(), { target: { value: 'c@d.org' } });
    fireEvent.blur(field());
    await screen.findByText('c@d.org');
    await save();
    await waitFor(() => expect(sent(call)).toMatchObject({ report_emails: ['a@b.co', 'c@d.org'] }));
  });

  it('is taken by Save even without a blur', async () => {
    const call = await renderNotification();
    fireEvent.change(field(), { target: { value: 'e@f.org' } });
    await save();
    await waitFor(() => expect(sent(call)).toMatchObject({ report_emails: ['a@b.co', 'e@f.org'] }));
  });

  it('an invalid pending address becomes a red tag with the message; nothing is saved', async () => {
    const call = await renderNotification();
    fireEvent.change(field(), { target: { value: 'not-an-address' } });
    fireEvent.blur(field());
    await save();
    await screen.findByText('Enter a valid email address');
    expect(screen.getByText('not-an-address').closest('[data-invalid]')).toBeTruthy();
    expect(document.activeElement?.id).toBe('root_report_emails');
    expect(sent(call)).toBeUndefined();
  });
});
