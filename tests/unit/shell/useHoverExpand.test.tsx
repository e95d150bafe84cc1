// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIDEBAR_HOVER_DELAY_MS, useHoverExpand } from '../../../src/shell/sidebar/useHoverExpand';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sidebar hover', () => {
  it('opens 300 ms after the pointer enters', () => {
    const { result } = renderHook(() => useHoverExpand());
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(SIDEBAR_HOVER_DELAY_MS - 1));
    expect(result.current.expanded).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.expanded).toBe(true);
    expect(SIDEBAR_HOVER_DELAY_MS).toBe(300);
  });

  it('does not open when the pointer only passes by', () => {
    const { result } = renderHook(() => useHoverExpand());
    act(() => result.current.onMouseEnter());
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current.onMouseLeave());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.expanded).toBe(false);
  });

  it('closes on a click (collapse) and when the pointer leaves', () => {
    const { result } = renderHook(() => useHoverExpand());
    act(() => result.current.expand());
    act(() => result.current.collapse());
    expect(result.current.expanded).toBe(false);
    act(() => result.current.expand());
    act(() => result.current.onMouseLeave());
    expect(result.current.expanded).toBe(false);
  });
});
