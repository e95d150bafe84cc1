// @vitest-environment jsdom
// The sidebar's Feedback modal loads the feedback form when it opens (through the engine's public
// LazySchemaForm) and sends it to account.feedback; on success it thanks the user and closes.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../engine/helpers/render';
import { submit, typeInto } from '../engine/helpers/form';

const call = vi.fn(async (..._args: unknown[]) => ({ data: {} }));
const showAlert = vi.fn();
vi.mock('../../../engine/feedback/alerts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  showAlert: (...args: unknown[]) => showAlert(...args),
}));
vi.mock('../../../engine/form/useEndpointCall', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useEndpointCall: () => call,
}));
const { FeedbackModal } = await import('../../../src/shell/feedback/FeedbackModal');

describe('feedback modal', () => {
  it('shows the feedback form, sends the message, thanks the user and closes', async () => {
    const onClose = vi.fn();
    renderUi(<FeedbackModal opened onClose={onClose} />);
    await screen.findByLabelText(/Message/);
    typeInto(/Message/, 'The export is slow');
    await submit(20);
    await waitFor(() => expect(call).toHaveBeenCalledWith('account.feedback', { message: 'The export is slow' }));
    expect(showAlert).toHaveBeenCalledWith({ message: 'feedback.sent', variant: 'success' });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no form while closed', () => {
    renderUi(<FeedbackModal opened={false} onClose={() => undefined} />);
    expect(screen.queryByLabelText(/Message/)).toBeNull();
  });
});
