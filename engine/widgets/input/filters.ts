// Pure input behaviours of spec 000 section 5 (what a keystroke keeps, what blur finishes).
import { hasScheme } from '../../core/rules/url';

/** Numeric: digits and one '.' or ',' (kept as typed), at most `decimals` decimals. */
export function cleanNumeric(raw: string, decimals = 2): string {
  let out = '';
  let sep = false;
  let after = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (sep) {
        if (after >= decimals) continue;
        after++;
      }
      out += ch;
    } else if ((ch === '.' || ch === ',') && !sep && decimals > 0) {
      sep = true;
      out += ch;
    }
  }
  return out;
}

/** Numeric on blur: trailing separator removed, ',' read as '.', clamped to min / max. */
export function finishNumeric(value: string, min?: number, max?: number): string {
  let v = value.replace(/[.,]$/, '').replace(',', '.');
  if (v === '') return '';
  if (v.startsWith('.')) v = `0${v}`;
  const n = Number(v);
  if (min !== undefined && n < min) return String(min);
  if (max !== undefined && n > max) return String(max);
  return v;
}

/** Numeric while typing: the form value of what is shown. A ',' decimal separator reads as '.' and
 * a separator still waiting for its decimals is left out, so '12,34' and '12,' are valid amounts
 * before the field is left (the text shown keeps what was typed). */
export const numericValue = (shown: string) => shown.replace(',', '.').replace(/\.$/, '');

/** Integer: digits only. */
export const digitsOnly = (raw: string) => raw.replace(/\D/g, '');

/** Promo code: letters, digits and underscore only. */
export const promoFilter = (raw: string) => raw.replace(/[^A-Za-z0-9_]/g, '');

/** URL on blur: https:// unless the value already names a scheme (http, https or another one, which
 * the url rule then refuses: 'ftp://x' must not become 'https://ftp://x'). */
export function withScheme(value: string): string {
  const v = value.trim();
  if (v === '' || hasScheme(v)) return v;
  return `https://${v.replace(/^\/+/, '')}`;
}

/** Card number: 16 digits plus up to 3 more, shown in groups of 4. */
export function cardDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 19);
}
export const cardDisplay = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Expiry MM/YY: digits, a '/' after the month, month 01-12. */
export function expiryMask(raw: string): string {
  let d = raw.replace(/\D/g, '');
  if (d.length > 0 && Number(d[0]) > 1) d = `0${d}`;
  d = d.slice(0, 4);
  const mm = Number(d.slice(0, 2));
  if (d.length >= 2 && (mm < 1 || mm > 12)) d = d.slice(0, 1);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
