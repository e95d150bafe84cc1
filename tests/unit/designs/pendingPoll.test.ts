// Pending designs are polled every 1200 ms through design/bulk_status/ until their status changes.
import { describe, expect, it, vi } from 'vitest';
import { pollPendingDesigns, type DesignState } from '../../../screens/designs/pendingPoll';

const pending = [{ id: 7, status: 'pending_activation' }];

describe('pollPendingDesigns', () => {
  it('asks every 1200 ms, reports progress, stops and reports once the status changes', async () => {
    vi.useFakeTimers();
    const replies: DesignState[][] = [
      [{ id: 7, status: 'pending_activation', progress: 30 }],
      [{ id: 7, status: 'pending_activation', progress: 60 }],
      [{ id: 7, status: 'active', progress: 100 }],
    ];
    const check = vi.fn(async (ids: number[]) => { expect(ids).toEqual([7]); return replies.shift() ?? null; });
    const progress: number[] = [];
    const onChanged = vi.fn();
    pollPendingDesigns({ pending, check, onProgress: (s) => progress.push(s[0].progress), onChanged });
    await vi.advanceTimersByTimeAsync(1199);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1200 * 2);
    expect(progress).toEqual([30, 60, 100]);
    expect(onChanged).toHaveBeenCalledWith([{ id: 7, status: 'active', progress: 100 }]);
    await vi.advanceTimersByTimeAsync(1200 * 5);
    expect(check).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('a failed check is retried at the next tick; stop ends it; nothing pending asks nothing', async () => {
    vi.useFakeTimers();
    const check = vi.fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue([{ id: 7, status: 'pending_activation', progress: 10 }]);
    const onChanged = vi.fn();
    const stop = pollPendingDesigns({ pending, check, onChanged });
    await vi.advanceTimersByTimeAsync(2400);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onChanged).not.toHaveBeenCalled();
    const idle = vi.fn();
    pollPendingDesigns({ pending: [], check: idle, onChanged });
    await vi.advanceTimersByTimeAsync(12_000);
    expect(idle).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
