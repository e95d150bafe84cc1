// Printable documents of a payment: the receipt (page and e-mail text), the reverse receipt and the
// P2P reference. Lines are [label, value]; HTML escapes every value. Only the masked card appears.
import type { Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { formatAmount } from './money.ts';
import type { PaymentRow } from './tables.ts';

type Merchant = Selectable<Database['merchants']>;
type Lines = Array<[string, string]>;

const money = (minor: number, currency: string) => `${formatAmount(minor)} ${currency}`;
const card = (p: PaymentRow) => (p.card_bin && p.card_last4 ? `${p.card_bin}******${p.card_last4}` : '-');

export function receiptLines(p: PaymentRow, merchant: Merchant): Lines {
  const lines: Lines = [
    ['Merchant', merchant.name], ['Website', merchant.url], ['Order', p.order_id], ['Payment ID', String(p.id)],
    ['Date', p.created_at.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'], ['Card', card(p)],
    ['Paid', money(p.capture_amount, p.currency)],
  ];
  if (p.reversal_amount > 0) lines.push(['Refunded', money(p.reversal_amount, p.currency)]);
  return [...lines, ['Status', p.status]];
}

export function reverseReceiptLines(p: PaymentRow, merchant: Merchant, amount: number, fiscalNumber: string, returnNumber: string): Lines {
  return [
    ['Merchant', merchant.name], ['Order', p.order_id], ['Payment ID', String(p.id)], ['Fiscal receipt', fiscalNumber], ['Return receipt', returnNumber],
    ['Card', card(p)], ['Returned', money(amount, p.currency)], ['Date', new Date().toISOString().replace('T', ' ').slice(0, 19) + ' UTC'],
  ];
}

export function p2pReferenceLines(p: PaymentRow, merchant: Merchant): Lines {
  return [
    ['Merchant', merchant.name], ['Transfer', p.order_id], ['Payment system ID', p.ps_tran_id], ['Sender card', card(p)],
    ['Amount', money(p.capture_amount, p.currency)], ['Fee', money(p.client_fee, p.currency)], ['Status', p.status],
    ['Date', p.created_at.toISOString().replace('T', ' ').slice(0, 19) + ' UTC'],
  ];
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function htmlDocument(title: string, lines: Lines): string {
  const rows = lines.map(([k, v]) => `<tr><th>${escape(k)}</th><td>${escape(v)}</td></tr>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>`
    + '<style>body{font:14px sans-serif;margin:2em}th{text-align:left;padding-right:2em}td,th{padding:4px 0}</style></head>'
    + `<body><h1>${escape(title)}</h1><table>${rows}</table></body></html>`;
}

export const textDocument = (title: string, lines: Lines) => `${title}\n\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`;
