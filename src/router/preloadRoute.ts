// A route's code starts loading when the shell's calls (brand, texts, session) have answered, all at
// once, instead of when the shell has rendered the layout and the layout the page: a cold signed-in
// page otherwise fetches its chunks in two rounds, and a lazy level whose chunk is already there
// need not suspend (engine/page/preloadableLazy.ts). Also the route's texts namespace, which its
// title would otherwise suspend for. Visitor routes (sign-in and the like) load as before; the
// signed-in layout only for routes that need a session.
import i18next from 'i18next';
import { preloadPage } from '../../engine';
import { preloadScreen } from '../../screens/registry';
import { i18nInitialized } from '../i18n';
import { mainLayout } from '../shell/main/mainLayout';
import type { Access, RouteEntry } from './routeTable';

export const SIGNED_IN: ReadonlySet<Access> = new Set(['user', 'multiparty', 'multiparty-empty', 'moto', 'moto-empty']);

/** Resolves when the route's code is there (never rejects: a chunk that failed is the lazy component's to show). */
export function preloadRoute(route: RouteEntry): Promise<unknown> {
  if (route.access === 'visitor') return Promise.resolve();
  const ns = route.ns;
  const loads = [
    SIGNED_IN.has(route.access) ? mainLayout.preload() : undefined,
    preloadPage(route.screen) ?? preloadScreen(route.screen),
    ns ? i18nInitialized.then(() => i18next.loadNamespaces(ns)) : undefined,
  ];
  return Promise.allSettled(loads);
}
