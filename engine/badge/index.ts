export {
  BADGE_CLASSES,
  BADGE_COLORS,
  DEFAULT_BADGE_CLASS,
  badgeClass,
  badgeKey,
  badgeLabel,
  type BadgeClass,
} from './statusMap';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
