// The browser's IntersectionObserver replaced by one the test drives: `install()` before each test,
// then `scroll(visible, element?)` reports elements (all observed ones, or one) entering or leaving
// the viewport. `observers` lists the live observers.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Observer = { callback: IntersectionObserverCallback; targets: Element[] };

export let observers: Observer[] = [];

class FakeIntersectionObserver {
  private readonly entry: Observer;
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    observers = observers.filter((o) => o !== this.entry);
  }
  takeRecords() {
    return [];
  }
}

export function install() {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** The browser reporting that `element` (or every observed element) scrolled into or out of view. */
export function scroll(visible: boolean, element?: Element) {
  act(() => {
    for (const o of observers) {
      const targets = o.targets.filter((t) => element === undefined || t === element);
      if (targets.length > 0)
        o.callback(targets.map((target) => ({ target, isIntersecting: visible }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  });
}
