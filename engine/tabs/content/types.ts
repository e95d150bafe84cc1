import type { ComponentType } from 'react';
import type { TabGroupDef } from '../types';

/** What every piece of a tab gets. */
export interface ContentProps<D> {
  def: D;
  /** Page parameters (usePageParams). */
  params: Record<string, string | undefined>;
  /** false: the user may only look (the group's or tab's editWhen does not hold). */
  editable: boolean;
  group: TabGroupDef;
  /** The page heading (translated). */
  title: string;
}

export type ContentComponent<D> = ComponentType<ContentProps<D>>;
