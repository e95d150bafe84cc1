// @vitest-environment jsdom
// The identity frame (issue 11 item 5): only a DONE from the configured provider origin, sent by the
// embedded frame about our session, leads to the redirect call and the step's submission.
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import '../engine/helpers/render';
import { IdentityFrame } from '../../../screens/onboarding/IdentityFrame';
import { identityDone } from '../../../screens/onboarding/identityMessage';
import { createApiStore, type Answer, type Sent } from '../helpers/fakeApi';

const alerts: Array<{ message: string; variant?: string }> = [];
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: (a: { message: string; variant?: string }) => alerts.push(a) }));

const PROVIDER = 'https://id.example.test';
const TOKEN = 'tok-123';
const DONE = { type: 'DONE', session_token: TOKEN, status: 'passed' };

describe('identityDone (which messages count)', () => {
  const frame = {} as MessageEventSource;
  const expected = { origin: PROVIDER, sessionToken: TOKEN, frame };
  it('accepts the DONE of our session from the provider origin and frame', () => {
    expect(identityDone({ origin: PROVIDER, data: DONE, source: frame }, expected)).toEqual({ sessionToken: TOKEN });
  });
  it('ignores another origin, even a look-alike or the portal itself', () => {
    for (const origin of ['https://evil.test', 'https://id.example.test.evil.test', 'http://id.example.test', window.location.origin, 'null']) {
      expect(identityDone({ origin, data: DONE, source: frame }, expected)).toBeNull();
    }
  });
  it('ignores another window, another session and anything but DONE', () => {
    expect(identityDone({ origin: PROVIDER, data: DONE, source: {} as MessageEventSource }, expected)).toBeNull();
    expect(identityDone({ origin: PROVIDER, data: { ...DONE, session_token: 'other' }, source: frame }, expected)).toBeNull();
    expect(identityDone({ origin: PROVIDER, data: { ...DONE, type: 'PROGRESS' }, source: frame }, expected)).toBeNull();
    expect(identityDone({ origin: PROVIDER, data: 'DONE', source: frame }, expected)).toBeNull();
    expect(identityDone({ origin: PROVIDER, data: null, source: frame }, expected)).toBeNull();
  });
});

function mount(answer: (req: Sent) => Answer) {
  const { store, sent } = createApiStore(answer);
  const onPassed = vi.fn();
  render(
    <Provider store={store}>
      <MantineProvider>
        <MemoryRouter>
          <IdentityFrame merchant={7} onPassed={onPassed} />
        </MemoryRouter>
      </MantineProvider>
    </Provider>,
  );
  return { sent, onPassed };
}

const pending = { status: 'pending', done: false, terms_approved: true, frame_origin: PROVIDER, session_token: TOKEN, frame_url: `${PROVIDER}/session/${TOKEN}` };

describe('IdentityFrame', () => {
  it('embeds the frame and submits the step only after a DONE from the provider origin', async () => {
    alerts.length = 0;
    let passed = false;
    const { sent, onPassed } = mount((req) => {
      if (req.url === '/merchant/onboarding/7/identification/' && req.method === 'GET') return { data: passed ? { ...pending, status: 'passed', done: true, session_token: null, frame_url: null } : pending };
      if (req.url.startsWith('/ext/identomat/redirect/')) return { data: { session_token: TOKEN, merchant: 7, status: 'passed' } };
      if (req.method === 'POST') {
        passed = true;
        return { data: { ...pending, status: 'passed', done: true, session_token: null, frame_url: null, message: 'You passed Identification successfully.' } };
      }
      return { error: { status: 404, data: { error: 'Not found' } } };
    });
    const frame = (await screen.findByTestId('identity-frame')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${PROVIDER}/session/${TOKEN}`);
    const post = (origin: string, source: MessageEventSource | null = frame.contentWindow) =>
      act(() => { window.dispatchEvent(new MessageEvent('message', { origin, data: DONE, source })); });

    // Other origins (and the right origin from another window) change nothing.
    post('https://evil.test');
    post(window.location.origin);
    post(PROVIDER, window);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.filter((r) => r.method === 'POST' || r.url.startsWith('/ext/'))).toEqual([]);
    expect(onPassed).not.toHaveBeenCalled();

    post(PROVIDER);
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
    const calls = sent.filter((r) => r.method === 'POST' || r.url.startsWith('/ext/')).map((r) => [r.method, r.url, r.body]);
    expect(calls).toEqual([
      ['GET', `/ext/identomat/redirect/?session_token=${TOKEN}`, undefined],
      ['POST', '/merchant/onboarding/7/identification/', { session_token: TOKEN }],
    ]);
    expect(alerts).toContainEqual({ message: 'You passed Identification successfully.', variant: 'success' });
  });

  it('a failed identification shows the server message as a danger alert', async () => {
    alerts.length = 0;
    const { onPassed } = mount((req) => {
      if (req.method === 'GET' && req.url.startsWith('/merchant/')) return { data: pending };
      if (req.url.startsWith('/ext/')) return { data: { session_token: TOKEN, merchant: 7, status: 'failed' } };
      return { error: { status: 400, data: { error: 'Identification failed: your document or selfie could not be verified. Please try again.', status: 'failed' } } };
    });
    const frame = (await screen.findByTestId('identity-frame')) as HTMLIFrameElement;
    act(() => { window.dispatchEvent(new MessageEvent('message', { origin: PROVIDER, data: DONE, source: frame.contentWindow })); });
    await waitFor(() => expect(alerts).toContainEqual({ message: 'Identification failed: your document or selfie could not be verified. Please try again.', variant: 'danger' }));
    expect(onPassed).not.toHaveBeenCalled();
  });

  it('shows the terms and their approval form before anything else', async () => {
    mount((req) => {
      if (req.url === '/merchant/onboarding/7/identification/') return { data: { ...pending, status: 'not_started', terms_approved: false, session_token: null, frame_url: null } };
      if (req.url === '/merchant/onboarding/7/identification/terms/view/') return { data: { version: 1, title: 'Identification terms', text: 'First.\n\nSecond.', approved: false, approved_at: null } };
      return { error: { status: 404, data: { error: 'Not found' } } };
    });
    expect(await screen.findByText('Second.')).toBeTruthy();
    expect(await screen.findByLabelText(/I have read and approve/)).toBeTruthy();
    expect(screen.queryByTestId('identity-frame')).toBeNull();
    expect(screen.queryByTestId('identification-start')).toBeNull();
  });
});
