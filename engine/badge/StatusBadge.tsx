import { Badge } from '@mantine/core';
import { EMPTY_BADGE, isEmptyValue } from '../format/constants';
import { BADGE_COLORS, badgeClass } from './statusMap';

export interface StatusBadgeProps {
  value: unknown;
  /** Text to show instead of the raw value (e.g. a translated label). */
  label?: string;
}

export function StatusBadge({ value, label }: StatusBadgeProps) {
  const cls = badgeClass(value);
  const text = label ?? (isEmptyValue(value) ? EMPTY_BADGE : String(value));
  return (
    <Badge color={BADGE_COLORS[cls]} variant="light" data-badge-class={cls}>
      {text}
    </Badge>
  );
}
