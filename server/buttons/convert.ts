// POST {merchant}/currency/convert/ (spec 001 s.7): the button form shows an amount in another
// currency. The project has no rates provider; these fixed rates (UAH per unit, the spec's expected
// currency) stand in for one, so results are deterministic. Exact: BigInt over minor units.
import { badRequest } from '../http/errors.ts';
import { formatAmount, parseAmount } from '../payments/money.ts';

/** Price of one unit in UAH kopiyky x 100 (4 decimals of a hryvnia). */
const RATES: Readonly<Record<string, bigint>> = {
  UAH: 10_000n, USD: 415_000n, EUR: 450_000n, GBP: 525_000n, PLN: 104_000n, GEL: 153_000n, CZK: 18_000n, MDL: 23_000n,
};

export function convertAmount(from: string, to: string, amount: string) {
  const minor = parseAmount(amount);
  if (minor === null) throw badRequest([['amount', 'field must be amount']]);
  const rateFrom = RATES[from];
  const rateTo = RATES[to];
  if (rateFrom === undefined) throw badRequest([['from', 'Select a valid choice']]);
  if (rateTo === undefined) throw badRequest([['to', 'Select a valid choice']]);
  const result = (BigInt(minor) * rateFrom * 2n + rateTo) / (rateTo * 2n);
  const rate = (rateFrom * 1_000_000n * 2n + rateTo) / (rateTo * 2n);
  return { from, to, amount: formatAmount(minor), result: formatAmount(Number(result)), rate: `${rate / 1_000_000n}.${String(rate % 1_000_000n).padStart(6, '0')}` };
}
