// React.lazy with a preload: a component mounted after `preload()` resolved renders the loaded module
// at once instead of suspending. A lazy component suspends on its first render even when its chunk
// is already there, and React 19 then holds the revealed content back for up to 300 ms (Suspense
// fallback throttling) - per nested boundary, on every cold page (layout, then page).
import { lazy, useState, type ComponentType, type JSX } from 'react';

export interface PreloadableLazy<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading the module (once); resolves when a new mount renders without suspending. */
  preload(): Promise<unknown>;
}

export function preloadableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ((loaded = module.default), module)));
  const Lazy = lazy(preload);
  function Component(props: P) {
    // Chosen once per mount: switching from Lazy to the module itself would remount the subtree.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return { Component, preload };
}
