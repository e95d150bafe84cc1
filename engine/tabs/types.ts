// Types of schemas/_meta/tabs.json.
import type { ModalWhen } from '../modal/types';

/** A form filled from its GET call. */
export interface FormContentDef {
  form: string;
  load?: string;
}

/** The stored files of the row a modal form edits (an individual's scans). */
export interface RowFilesDef {
  endpoint: string;
  path: string;
  delete: string;
}

/** A list of schemas/lists/, optionally over another call of the same shape. */
export interface ListContentDef {
  list: string;
  endpoint?: string;
  /** Page parameters sent as the query string; the list waits for them. */
  query?: string[];
  rowFillsForms?: boolean;
  rowFiles?: RowFilesDef;
}

/** One piece of a tab, named by its kind key (engine/tabs/content/registry.ts). */
export type TabContentDef = FormContentDef | ListContentDef;

export interface TabDef {
  id: string;
  label: string;
  /** Route template; {param} is filled from the current route params. */
  route: string;
  /** Instead of the group's editWhen. */
  editWhen?: ModalWhen;
  /** While the tab shows: the text of a failed call without a message of its own. */
  failureMessage?: string;
  content?: TabContentDef[];
}

/** The page's record: a GET call's reply, or the item of one of its lists matching a page parameter. */
export interface PageRecordDef {
  endpoint: string;
  find?: { path: string; field: string; param: string };
}

export interface TabGroupDef {
  /** Also the sessionStorage key of the last chosen tab. */
  id: string;
  record?: PageRecordDef;
  caption?: { text: string; id: string };
  editWhen?: ModalWhen;
  readOnly?: { notice: string; id: string };
  timeZone?: 'merchant';
  tabs: TabDef[];
}
