// showAlert: 5 s / 10 s auto-close by variant, off with autoclose false, `duration` for one alert.
import { describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { showAlert } from '../../../engine/feedback/alerts';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn() } }));

const autoClose = () => (vi.mocked(notifications.show).mock.lastCall?.[0] as { autoClose: number | false }).autoClose;

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
});
