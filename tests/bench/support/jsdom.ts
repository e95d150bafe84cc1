// A jsdom window as Node globals, installed before React DOM is first imported (react-dom decides at
// load whether it runs in a browser), plus what Mantine needs and jsdom lacks.
import { JSDOM } from 'jsdom';

export function installDom(): () => void {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'http://localhost/',
    pretendToBeVisual: true,
  });
  const win = dom.window as unknown as Record<string, unknown> & Window;
  const added: string[] = [];
  const g = globalThis as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in g || key.startsWith('_')) continue;
    Object.defineProperty(g, key, { configurable: true, writable: true, value: win[key] });
    added.push(key);
  }
  for (const key of ['window', 'document', 'navigator']) {
    Object.defineProperty(g, key, {
      configurable: true,
      writable: true,
      value: key === 'window' ? win : win[key],
    });
  }
  g.IS_REACT_ACT_ENVIRONMENT = true;
  win.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as Window['matchMedia'];
  g.matchMedia = win.matchMedia;
  g.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  win.ResizeObserver = g.ResizeObserver as typeof ResizeObserver;
  (dom.window.Element.prototype as { scrollIntoView?: () => void }).scrollIntoView ??= () => undefined;
  Object.defineProperty(win.document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
  return () => {
    for (const key of added) delete g[key];
    dom.window.close();
  };
}
