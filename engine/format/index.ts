export { formatAmount } from './amount';
export { formatDate, formatDateTime, formatTime } from './date';
export { formatPercent } from './percent';
export { formatValue, type FormatOptions } from './formatValue';
export { COLUMN_FORMATS, type ColumnFormat } from '../core/format/formats';
export { configureFormats, formatTimeZone, ipInfoLink, paymentMethodImage, type FormatConfig } from './config';
export { currentLocale, decimalSeparator } from './locale';
export * from './constants';
export { deadlineUrgency, todayIn, DEADLINE_COLORS, type DeadlineLevel } from './deadline';
