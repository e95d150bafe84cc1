import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMPTY_BADGE, isEmptyValue } from '../format/constants';
import { BADGE_COLORS, badgeClass, badgeLabel } from './statusMap';

export interface StatusBadgeProps {
  value: unknown;
  /** Text to show instead of the status's own label (e.g. a translated label). */
  label?: string;
}

/** A status as a coloured badge: its human label ("not_fiscalized" -> "Not fiscalized"), translated in `common`. */
export function StatusBadge({ value, label }: StatusBadgeProps) {
  const { t } = useTranslation('common');
  const cls = badgeClass(value);
  const english = badgeLabel(value);
  const text = label ?? (isEmptyValue(value) ? EMPTY_BADGE : String(t(english, { ns: 'common', defaultValue: english })));
  return (
    <Badge color={BADGE_COLORS[cls]} variant="light" data-badge-class={cls} data-status={String(value ?? '')}>
      {text}
    </Badge>
  );
}
