// Dates 'DD MMM YYYY' (day, abbreviated month, year), times 24-hour HH:mm:ss.
import dayjs from 'dayjs';
import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from './constants';

function parse(value: string | number): dayjs.Dayjs | null {
  // Bare numbers are Unix timestamps in seconds (server replies), large ones in milliseconds.
  const d = typeof value === 'number' ? dayjs(value < 1e11 ? value * 1000 : value) : dayjs(value);
  return d.isValid() ? d : null;
}

export function formatDate(value: string | number): string | null {
  return parse(value)?.format(DATE_FORMAT) ?? null;
}

export function formatDateTime(value: string | number): string | null {
  return parse(value)?.format(DATETIME_FORMAT) ?? null;
}

export function formatTime(value: string | number): string | null {
  return parse(value)?.format(TIME_FORMAT) ?? null;
}
