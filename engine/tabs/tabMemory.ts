// The last chosen tab of a group, in sessionStorage under the group's id (cleared at logout
// with the rest of session storage).
export function rememberTab(groupId: string, tabId: string): void {
  try {
    globalThis.sessionStorage?.setItem(groupId, tabId);
  } catch {
    // storage disabled: the tab still switches
  }
}

export function rememberedTab(groupId: string): string | null {
  try {
    return globalThis.sessionStorage?.getItem(groupId) ?? null;
  } catch {
    return null;
  }
}
