// @vitest-environment jsdom
// Dashboard widgets fetch only while visible and only when their parameters changed since the last
// fetch (issue 11 item 3; screens/dashboard/charts/useVisibleFetch.ts). The browser's
// IntersectionObserver is replaced by one the test drives.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { paramsKey, useVisibleFetch } from '../../../screens/dashboard/charts/useVisibleFetch';
import { install, observers, scroll } from './fakeViewport';

interface Params {
  currency: string;
  date_from: string;
  date_to: string;
}


function Widget({ params, fetch }: { params: Params; fetch: (p: Params) => void }) {
  const { ref } = useVisibleFetch(params, fetch);
  return <div ref={ref}>widget</div>;
}

beforeEach(() => {
  install();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const week: Params = { currency: 'GEL', date_from: '2026-11-17', date_to: '2026-11-23' };

describe('useVisibleFetch', () => {
  it('fetches once the widget is visible, not before', () => {
    const fetch = vi.fn();
    render(<Widget params={week} fetch={fetch} />);
    expect(observers).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    scroll(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenLastCalledWith(week);
  });

  it('does not fetch again for equal parameters: re-render, new object, other key order, scrolling back', () => {
    const fetch = vi.fn();
    const view = render(<Widget params={week} fetch={fetch} />);
    scroll(true);
    view.rerender(<Widget params={{ ...week }} fetch={vi.fn()} />);
    view.rerender(<Widget params={{ date_to: '2026-11-23', date_from: '2026-11-17', currency: 'GEL' }} fetch={fetch} />);
    scroll(false);
    scroll(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again when the parameters change while visible', () => {
    const fetch = vi.fn();
    const view = render(<Widget params={week} fetch={fetch} />);
    scroll(true);
    view.rerender(<Widget params={{ ...week, currency: 'USD' }} fetch={fetch} />);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ ...week, currency: 'USD' });
  });

  it('waits while hidden: changes made off screen cost one fetch, on return, with the latest parameters', () => {
    const fetch = vi.fn();
    const view = render(<Widget params={week} fetch={fetch} />);
    scroll(true);
    scroll(false);
    view.rerender(<Widget params={{ ...week, currency: 'USD' }} fetch={fetch} />);
    view.rerender(<Widget params={{ ...week, currency: 'EUR' }} fetch={fetch} />);
    expect(fetch).toHaveBeenCalledTimes(1);
    scroll(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith({ ...week, currency: 'EUR' });
  });

  it('calls the latest fetch function it was given', () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Widget params={week} fetch={first} />);
    view.rerender(<Widget params={week} fetch={second} />);
    scroll(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keys parameters by value, whatever the order of their properties', () => {
    expect(paramsKey({ b: 1, a: { d: 2, c: [3] } })).toBe(paramsKey({ a: { c: [3], d: 2 }, b: 1 }));
    expect(paramsKey({ a: 1 })).not.toBe(paramsKey({ a: 2 }));
  });
});
