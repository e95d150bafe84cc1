// Headings follow the page's outline: the page has its h1, and a titled part (a record, a record's
// section) makes the headings inside it one level deeper. Form and list titles take their level
// from here rather than a fixed one, so no level is skipped wherever a schema places them
// (WCAG 1.3.1; axe's heading-order).
import { Title, type TitleOrder, type TitleSize } from '@mantine/core';
import { createContext, useContext, type ReactNode } from 'react';

/** The level of the next heading: 2 under the page's h1. */
const Level = createContext<TitleOrder>(2);

export const useHeadingLevel = (): TitleOrder => useContext(Level);

/** The headings of `children` start at `level`: 1 where a part's title is the page's heading. */
export function HeadingsAt({ level, children }: { level: TitleOrder; children: ReactNode }) {
  return <Level.Provider value={level}>{children}</Level.Provider>;
}

/** The headings of `children` are one level below `level` (an h6 stays the deepest). */
export function HeadingsBelow({ level, children }: { level: TitleOrder; children: ReactNode }) {
  return <HeadingsAt level={Math.min(level + 1, 6) as TitleOrder}>{children}</HeadingsAt>;
}

/** A heading at the outline's current level; `size` keeps its look whatever the level. */
export function SectionTitle({ size, children }: { size: TitleSize; children: ReactNode }) {
  return (
    <Title order={useHeadingLevel()} size={size}>
      {children}
    </Title>
  );
}
