// Mantine's look on plain elements, for what a list draws once per row (badges, links, the row
// actions button): a Mantine component per cell costs a props/styles pass (useProps, useStyles,
// Box) that made up most of an 80-row page switch. The class names and CSS variables below are
// the ones those components put on their elements, so the look and the data attributes stay.
import { Anchor, Group, Text, rem, type MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

/** An <a> as Mantine's Anchor draws it (underline on hover, focus ring on keyboard focus). */
export const ANCHOR_PROPS = {
  className: `mantine-focus-auto ${Anchor.classes.root} ${Text.classes.root} mantine-Text-root mantine-Anchor-root`,
  'data-underline': 'hover',
} as const;

/** A <div> as Mantine's <Group gap={6} wrap="nowrap">. */
export const GROUP_NOWRAP_PROPS = {
  className: `${Group.classes.root} mantine-Group-root`,
  style: { '--group-gap': rem(6), '--group-wrap': 'nowrap' } as CSSProperties,
} as const;

type Resolver<P> = (theme: MantineTheme, props: P, ctx: undefined) => { root: Record<string, string | undefined> };
const styleCache = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/**
 * The root CSS variables a Mantine component's varsResolver gives for these props, worked out once
 * per theme and key (a handful of colours and sizes), not once per row.
 */
export function rootVars<P>(theme: MantineTheme, key: string, resolver: Resolver<P>, props: P): CSSProperties {
  let byKey = styleCache.get(theme);
  if (!byKey) styleCache.set(theme, (byKey = new Map()));
  let style = byKey.get(key);
  if (!style) {
    const vars = resolver(theme, props, undefined).root;
    style = Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== undefined)) as CSSProperties;
    byKey.set(key, style);
  }
  return style;
}
