// Display constants of spec 000 section 9.
export const EMPTY_CELL = '---';
export const EMPTY_VALUE = 'Empty';
export const EMPTY_BADGE = '---';
export const DATE_FORMAT = 'DD MMM YYYY';
export const TIME_FORMAT = 'HH:mm:ss';
export const DATETIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export function isEmptyValue(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}
