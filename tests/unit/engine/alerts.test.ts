// showAlert: 5 s / 10 s auto-close by variant, off with autoclose false, `duration` for one alert;
// an identical alert replaces the one on screen; a new alert shows at once (the oldest goes,
// nothing queues). Against Mantine's real notifications store.
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications, notificationsStore } from '@mantine/notifications';
import { ALERT_LIMIT, showAlert } from '../../../engine/feedback/alerts';

const shown = () => notificationsStore.getState().notifications;
const queued = () => notificationsStore.getState().queue;
const texts = () => shown().map((n) => n.message);
const autoClose = () => shown().at(-1)?.autoClose;

beforeEach(() => notifications.clean());

describe('showAlert', () => {
  it('keeps the defaults and takes a duration', () => {
    showAlert({ message: 'ok', variant: 'success' });
    expect(autoClose()).toBe(5000);
    showAlert({ message: 'bad' });
    expect(autoClose()).toBe(10000);
    showAlert({ message: 'brief', variant: 'success', duration: 1500 });
    expect(autoClose()).toBe(1500);
    showAlert({ message: 'sticky', duration: 1500, autoclose: false });
    expect(autoClose()).toBe(false);
  });

  it('an identical alert replaces the one shown (a new one, with its own auto-close time) instead of stacking', () => {
    showAlert({ message: 'Please enter a correct email and password.' });
    const first = shown()[0].id;
    showAlert({ message: 'Please enter a correct email and password.' });
    showAlert({ message: 'Please enter a correct email and password.' });
    expect(texts()).toEqual(['Please enter a correct email and password.']);
    expect(shown()[0].id).not.toBe(first);
    // Same text, other variant: another alert.
    showAlert({ message: 'Please enter a correct email and password.', variant: 'success' });
    expect(shown()).toHaveLength(2);
  });

  it('a new alert shows at once: past the limit the oldest goes and nothing waits in the queue', () => {
    for (let i = 1; i <= ALERT_LIMIT + 3; i++) showAlert({ message: `failure ${i}` });
    showAlert({ message: 'Too many attempts. Try again in 30 seconds.' });
    expect(queued()).toEqual([]);
    expect(shown()).toHaveLength(ALERT_LIMIT);
    expect(texts().at(-1)).toBe('Too many attempts. Try again in 30 seconds.');
    expect(texts()).not.toContain('failure 1');
  });
});
