// Amounts: always two decimals with the locale decimal separator. Works on the decimal string
// ("12.5", "-0.005") digit by digit, never through float arithmetic.
import { decimalSeparator } from './locale';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** Round half up a non-negative decimal (integer digits, fraction digits) to two decimals. */
function roundTwo(intPart: string, frac: string): [string, string] {
  const kept = (frac + '00').slice(0, 2);
  if (frac.length <= 2 || frac[2] < '5') return [intPart, kept];
  const digits = (intPart + kept).split('').map(Number);
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === 9) digits[i--] = 0;
  if (i < 0) digits.unshift(1);
  else digits[i] += 1;
  const all = digits.join('');
  return [all.slice(0, -2), all.slice(-2)];
}

function toDecimalString(value: string | number): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const s = String(value);
    return /e/i.test(s) ? value.toFixed(20).replace(/0+$/, '') : s;
  }
  return value.trim().replace(',', '.');
}

/** "1234.5" -> "1234.50" (en) or "1234,50" (de); null when the value is not a decimal. */
export function formatAmount(value: string | number, locale?: string): string | null {
  const text = toDecimalString(value);
  const m = text === null ? null : DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const [intRaw, frac] = roundTwo(m[2] || '0', m[3] ?? '');
  const intPart = intRaw.replace(/^0+(?=\d)/, '') || '0';
  const negative = m[1] === '-' && /[1-9]/.test(intPart + frac);
  return `${negative ? '-' : ''}${intPart}${decimalSeparator(locale)}${frac}`;
}
