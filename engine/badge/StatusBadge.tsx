import { Badge, useMantineTheme, type BadgeProps } from '@mantine/core';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_BADGE, isEmptyValue } from '../format/constants';
import { rootVars } from '../look/plainLook';
import { BADGE_COLORS, badgeClass, badgeLabel } from './statusMap';

const ROOT_CLASS = `${Badge.classes.root} mantine-Badge-root`;
const LABEL_CLASS = `${Badge.classes.label} mantine-Badge-label`;

/**
 * A `common` translator that a list gives all its badges: one useTranslation per list instead of
 * one per badge (a list shows one or more per row, and each useTranslation has a cost per render).
 */
export const BadgeTranslate = createContext<TFunction | null>(null);

export interface StatusBadgeProps {
  value: unknown;
  /** Text to show instead of the status's own label (e.g. a translated label). */
  label?: string;
}

/** A status as a coloured badge: its human label ("not_fiscalized" -> "Not fiscalized"), translated in `common`. */
export function StatusBadge(props: StatusBadgeProps) {
  const t = useContext(BadgeTranslate);
  return t ? <BadgeMark {...props} t={t} /> : <OwnTranslatorBadge {...props} />;
}

function OwnTranslatorBadge(props: StatusBadgeProps) {
  const { t } = useTranslation('common');
  return <BadgeMark {...props} t={t} />;
}

/** Drawn as Mantine's light <Badge> draws it, on plain elements (see plainLook). */
function BadgeMark({ value, label, t }: StatusBadgeProps & { t: TFunction }) {
  const theme = useMantineTheme();
  const cls = badgeClass(value);
  const english = badgeLabel(value);
  const text = label ?? (isEmptyValue(value) ? EMPTY_BADGE : String(t(english, { ns: 'common', defaultValue: english })));
  return (
    <div
      className={ROOT_CLASS}
      style={rootVars(theme, `badge-${cls}`, Badge.varsResolver, { color: BADGE_COLORS[cls], variant: 'light' } satisfies BadgeProps)}
      data-variant="light"
      data-badge-class={cls}
      data-status={String(value ?? '')}
    >
      <span className={LABEL_CLASS}>{text}</span>
    </div>
  );
}
