// The constructor's preview refresh (spec 001 s.2): 350 ms after a property change, 300 ms after a
// size change, one pending refresh at a time; and the contrast check behind the WCAG AA warning.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, DEFAULT_APPEARANCE, textContrast } from '../../../screens/buttons/appearance';
import { previewScheduler } from '../../../screens/buttons/previewDelay';

describe('preview delay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes 350 ms after a property change', () => {
    const refresh = vi.fn();
    previewScheduler().change('property', refresh);
    vi.advanceTimersByTime(349);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes 300 ms after a size change', () => {
    const refresh = vi.fn();
    previewScheduler().change('size', refresh);
    vi.advanceTimersByTime(299);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a change within the pause restarts it and only the last refresh runs', () => {
    const first = vi.fn();
    const last = vi.fn();
    const s = previewScheduler();
    s.change('property', first);
    vi.advanceTimersByTime(200);
    s.change('size', last);
    vi.advanceTimersByTime(299);
    expect(first).not.toHaveBeenCalled();
    expect(last).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending refresh', () => {
    const refresh = vi.fn();
    const s = previewScheduler();
    s.change('property', refresh);
    s.cancel();
    vi.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('text contrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  it('fails white text on a light preset, passes on a dark one; large text needs 3:1', () => {
    const gradients = { silver: 'linear-gradient(135deg, #F2F2F2 0%, #B8BCC2 100%)' };
    expect(textContrast({ ...DEFAULT_APPEARANCE, background: 'silver' }, gradients).ratio).toBeLessThan(4.5);
    expect(textContrast({ ...DEFAULT_APPEARANCE, background: '#1B2A4A' }, gradients).ratio).toBeGreaterThan(4.5);
    expect(textContrast({ ...DEFAULT_APPEARANCE, font_size: 24 }, gradients).minimum).toBe(3);
    expect(textContrast({ ...DEFAULT_APPEARANCE, font_size: 16 }, gradients).minimum).toBe(4.5);
  });
});
