// email: local part of letters, digits or ._%+-, then @, a domain, then a suffix of 2+ letters.
// `emails` checks several values split by a separator (comma, semicolon or white space).
import type { FormatRule } from './types';

export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const EMAIL_SEPARATOR_RE = /[\s,;]+/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

export function isEmailList(value: string): boolean {
  const parts = value.split(EMAIL_SEPARATOR_RE).filter((p) => p !== '');
  return parts.length > 0 && parts.every(isEmail);
}

export const email: FormatRule = {
  id: 'email',
  keyword: 'format',
  formats: ['email', 'emails'],
  message: 'Enter a valid email address',
  check: { email: isEmail, emails: isEmailList },
};
