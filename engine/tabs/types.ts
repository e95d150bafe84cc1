// Types of schemas/_meta/tabs.json.
export interface TabDef {
  id: string;
  label: string;
  /** Route template; {param} is filled from the current route params. */
  route: string;
}

export interface TabGroupDef {
  /** Also the sessionStorage key of the last chosen tab. */
  id: string;
  tabs: TabDef[];
}
