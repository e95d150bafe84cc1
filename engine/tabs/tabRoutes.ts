// Tab routes are templates ('/settings/merchants/info/{merchant}/basic') filled from the
// current route params; the active tab is the one whose route is the current path (or a prefix).
import type { TabDef, TabGroupDef } from './types';

export function tabPath(tab: TabDef, params: Record<string, string | undefined>): string {
  return tab.route.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
}

export function activeTab(
  group: TabGroupDef,
  pathname: string,
  params: Record<string, string | undefined>,
): TabDef | undefined {
  const path = pathname.replace(/\/+$/, '');
  return group.tabs.find((t) => {
    const route = tabPath(t, params);
    return path === route || path.startsWith(`${route}/`);
  });
}

/** Where to go when no tab matches: the remembered tab when it belongs to the group, else the first. */
export function fallbackTab(group: TabGroupDef, remembered: string | null): TabDef {
  return group.tabs.find((t) => t.id === remembered) ?? group.tabs[0];
}
