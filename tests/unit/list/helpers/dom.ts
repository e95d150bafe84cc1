// jsdom lacks what Mantine needs; import this first in DOM tests of the lists engine.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

// English texts are the keys of the `common` namespace; no resources: the text shows as is.
if (!i18next.isInitialized)
  void i18next
    .use(initReactI18next)
    .init({ lng: 'en', ns: ['common'], resources: {}, keySeparator: false, nsSeparator: false });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches:
          Boolean((window as unknown as { __mobile?: boolean }).__mobile) && query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
}

afterEach(() => cleanup());
