// url: http or https, then a host (an optional port of digits) and optional path, query or fragment,
// no spaces. A value that already names another scheme ('ftp://x', 'javascript:...') is refused; the
// URL input never prefixes https:// to it (hasScheme), so 'ftp://x' cannot pass as 'https://ftp://x'.
import type { FormatRule } from './types';

export const URL_RE = /^https?:\/\/[^\s/$.?#:@][^\s/?#:@]*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A scheme before the first ':' ('ftp:', 'mailto:'); 'shop.example:8080' is a host and port. */
export const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value.trim());

export const url: FormatRule = {
  id: 'url',
  keyword: 'format',
  formats: ['url'],
  message: 'Enter a valid url',
  check: { url: (value) => URL_RE.test(value) },
};
