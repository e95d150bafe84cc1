// What the route table says about a generic page beyond its props (src/router provides it): the
// links beside the heading.
import { createContext, useContext } from 'react';

export interface PageLink {
  /** English text. */
  label: string;
  /** An address; `{param}` filled from the page parameters. */
  route: string;
}

export const PageLinksContext = createContext<readonly PageLink[]>([]);

export function usePageLinks(): readonly PageLink[] {
  return useContext(PageLinksContext);
}
