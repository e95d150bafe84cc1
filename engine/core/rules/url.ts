// url: http or https followed by non-space characters.
import type { FormatRule } from './types';

export const URL_RE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const url: FormatRule = {
  id: 'url',
  keyword: 'format',
  formats: ['url'],
  message: 'Enter a valid url',
  check: { url: (value) => URL_RE.test(value) },
};
