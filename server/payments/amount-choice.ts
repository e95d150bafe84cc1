// The amount of a capture or refund (spec 002 s.4-5): "full" takes exactly what remains, in the
// payment's currency; "partial" takes the given amount, which must be positive and within the cap.
import { amount } from '../../engine/core/rules/amount.ts';
import { formatMessage } from '../../engine/core/rules/formatMessage.ts';
import { max } from '../../engine/core/rules/max.ts';
import { min } from '../../engine/core/rules/min.ts';
import { required } from '../../engine/core/rules/required.ts';
import { badRequest } from '../http/errors.ts';
import { formatAmount, parseAmount } from './money.ts';

export type AmountBody = { type: 'full' | 'partial'; amount?: string; currency?: string };

export function chosenAmount(body: AmountBody, cap: number, currency: string): number {
  if (body.type === 'full') return cap;
  if (body.currency !== undefined && body.currency !== currency) throw badRequest([['currency', `Currency must be ${currency}`]]);
  if (body.amount === undefined) throw badRequest([['amount', required.message]]);
  const minor = parseAmount(body.amount);
  if (minor === null) throw badRequest([['amount', amount.message]]);
  if (minor < 1) throw badRequest([['amount', formatMessage(min.message, ['0.01'])]]);
  if (minor > cap) throw badRequest([['amount', formatMessage(max.message, [formatAmount(cap)])]]);
  return minor;
}
