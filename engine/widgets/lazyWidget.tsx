// A widget whose code loads on first use (its own chunk): the registry keeps the tester (tiny) and
// names the module; the component loads when a form needs it. SchemaForm preloads every widget of
// a form before rendering it (one wait, no per-field pop-in); a lazy widget rendered elsewhere waits
// by itself (React `use`, nearest Suspense boundary). Once loaded it renders synchronously.
import { use, type ComponentType, type ReactElement } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { WidgetEntry } from './types';

export type LazyWidgetComponent = ((props: WidgetProps) => ReactElement) & {
  /** Starts loading (once); resolves when the component is ready. */
  preload: () => Promise<void>;
  /** True once the component has loaded. */
  ready: () => boolean;
};

export function lazyWidget(
  load: () => Promise<ComponentType<WidgetProps>>,
  name: string,
): LazyWidgetComponent {
  let Loaded: ComponentType<WidgetProps> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (c) => {
        Loaded = c;
      },
      (e: unknown) => {
        pending = undefined; // a failed chunk request may be retried by the next render
        throw e;
      },
    ));
  function LazyWidget(props: WidgetProps) {
    if (!Loaded) use(preload());
    const C = Loaded as ComponentType<WidgetProps>;
    return <C {...props} />;
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return Object.assign(LazyWidget, { preload, ready: () => Loaded !== undefined });
}

/** A registry entry with a lazily loaded component (the tester stays eager). */
export function lazyEntry(
  name: string,
  tester: WidgetEntry['tester'],
  load: () => Promise<ComponentType<WidgetProps>>,
): WidgetEntry {
  return { name, tester, component: lazyWidget(load, name) };
}

export function isLazyWidget(c: unknown): c is LazyWidgetComponent {
  return typeof c === 'function' && typeof (c as Partial<LazyWidgetComponent>).preload === 'function';
}

/** Starts loading the given widget components; undefined when all are ready (render at once). */
export function preloadWidgets(components: Iterable<unknown>): Promise<void> | undefined {
  const waits: Promise<void>[] = [];
  for (const c of components) if (isLazyWidget(c) && !c.ready()) waits.push(c.preload());
  return waits.length ? Promise.all(waits).then(() => undefined) : undefined;
}
