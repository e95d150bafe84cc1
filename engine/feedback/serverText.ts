// A message of the server in the UI language. The server answers in English (the API's messages
// are the spec's); its texts are i18n keys of the `common` namespace like every engine text. A
// message carrying numbers ('Too many attempts. Try again in 30 seconds.') is looked up with each
// number as {0}, {1}, ... ('Too many attempts. Try again in {0} seconds.') and filled back in.
import { formatMessage } from '../core/rules/formatMessage';

/** `t` returns the key itself when a language has no translation of it. */
export type Lookup = (key: string) => string;

const NUMBER = /\d+(?:[.,]\d+)?/g;

export function serverText(t: Lookup, message: string): string {
  const direct = t(message);
  if (direct !== message) return direct;
  const numbers = message.match(NUMBER);
  if (!numbers) return message;
  let i = 0;
  const template = message.replace(NUMBER, () => `{${i++}}`);
  const translated = t(template);
  return translated === template ? message : formatMessage(translated, numbers);
}
