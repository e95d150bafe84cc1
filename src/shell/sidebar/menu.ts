// The sidebar of spec 000 section 2.2 (schemas/menu.json), and which entries a brand hides.
import menuJson from '../../../schemas/menu.json';
import type { IconName } from '../icons';

export interface MenuLink {
  /** English default text, translated in the `common` namespace. */
  label: string;
  route: string;
  /** Path prefix that marks the entry active, when wider than its route. */
  match?: string;
}

export interface MenuEntry extends Partial<MenuLink> {
  label: string;
  icon: IconName;
  children?: MenuLink[];
  /** Not a route: the feedback modal. */
  action?: 'feedback';
}

export const MENU = menuJson as MenuEntry[];

/** The brand's menu_config hides entries by route ({"/taxes/list": "hide"}); an emptied group goes too. */
export function visibleMenu(menu: MenuEntry[], menuConfig: Record<string, string> = {}): MenuEntry[] {
  const shown = (route?: string) => !route || menuConfig[route] !== 'hide';
  return menu
    .filter((entry) => shown(entry.route))
    .map((entry) => (entry.children ? { ...entry, children: entry.children.filter((child) => shown(child.route)) } : entry))
    .filter((entry) => !entry.children || entry.children.length > 0);
}

/** Active by URL prefix: /transactions/payments is active on /transactions/payments/all. */
export function isActive(link: Partial<MenuLink>, pathname: string): boolean {
  const prefix = link.match ?? link.route;
  if (!prefix) return false;
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
