// The page size a user picks is remembered in localStorage per list (the sizes themselves:
// engine/core/list/pageSizes.ts).

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
