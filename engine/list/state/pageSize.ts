// Page sizes (spec 000 s.9): 5, 10, 20, 40, 80; default 5; the choice is remembered in
// localStorage per list.
export const PAGE_SIZES = [5, 10, 20, 40, 80] as const;
export const DEFAULT_PAGE_SIZE = 5;

export const pageSizeKey = (listId: string) => `list.pageSize.${listId}`;

export function readPageSize(listId: string, allowed: readonly number[], fallback: number): number {
  try {
    const stored = Number(globalThis.localStorage?.getItem(pageSizeKey(listId)));
    return allowed.includes(stored) ? stored : fallback;
  } catch {
    return fallback;
  }
}

export function rememberPageSize(listId: string, size: number): void {
  try {
    globalThis.localStorage?.setItem(pageSizeKey(listId), String(size));
  } catch {
    // storage full or disabled: the size still applies to this page view
  }
}
