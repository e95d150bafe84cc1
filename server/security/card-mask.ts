// Card numbers typed where free text goes (a search box, a comment, a saved view) are masked before
// they are logged or stored: every run of 13-19 digits that passes the Luhn check becomes
// BIN + asterisks + last four (`411111******1111`), the form the portal shows cards in. Digits may be
// grouped by single spaces, dashes, '+' or '%20' (a URL); the longest valid run of groups is masked.
import { luhnValid, maskedDigits as masked } from '../../engine/core/rules/card.ts';

const RUN = /\d+(?:(?:[ +-]|%20)\d+)*/g;
const SEPARATOR = /[ +-]|%20/;

export { luhnValid };

/** One run of digit groups with its card numbers masked. */
function maskRun(run: string): string {
  const seps = run.match(new RegExp(SEPARATOR.source, 'g')) ?? [];
  const groups = run.split(SEPARATOR);
  const out: string[] = [];
  let i = 0;
  while (i < groups.length) {
    let end = -1;
    for (let j = groups.length - 1, total = groups.slice(i).join('').length; j >= i; total -= groups[j].length, j -= 1) {
      if (total >= 13 && total <= 19 && luhnValid(groups.slice(i, j + 1).join(''))) { end = j; break; }
    }
    if (end < 0) {
      out.push(groups[i] + (i < seps.length ? seps[i] : ''));
      i += 1;
    } else {
      out.push(masked(groups.slice(i, end + 1).join('')) + (end < seps.length ? seps[end] : ''));
      i = end + 1;
    }
  }
  return out.join('');
}

export function maskCardNumbers(text: string): string {
  return text.replace(RUN, maskRun);
}

/** A JSON-like value with every string in it masked (filters, form values). */
export function maskCardNumbersIn<T>(value: T): T {
  if (typeof value === 'string') return maskCardNumbers(value) as T;
  if (Array.isArray(value)) return value.map(maskCardNumbersIn) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskCardNumbersIn(v)])) as T;
  return value;
}
