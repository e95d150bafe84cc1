// Page titles: the screen title joined to the application title with ' | ' (spec 000 section 1).
import type { RouteEntry } from './routeTable';

export const APP_TITLE = 'Merchant Portal';

export function pageTitle(screenTitle?: string): string {
  return screenTitle ? `${screenTitle} | ${APP_TITLE}` : APP_TITLE;
}

export function routeTitle(entry: Pick<RouteEntry, 'title' | 'titleByParam'>, params: Record<string, string | undefined>): string {
  for (const [param, titles] of Object.entries(entry.titleByParam ?? {})) {
    const value = params[param];
    if (value !== undefined && titles[value]) return titles[value];
  }
  return entry.title;
}
