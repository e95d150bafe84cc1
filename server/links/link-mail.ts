// The e-mail that shares a payment link (spec 001 s.7 links/{id}/send/) and its preview
// (links/{id}/preview/): one HTML body for both, so the merchant sees exactly what the payer gets.
// Every merchant-typed text is escaped; the preview is also shown in a sandboxed frame.
import type { Mail } from '../mail/mailer.ts';
import { fromMinor } from '../lists/money.ts';

export type LinkMailParts = {
  merchantName: string;
  amount: number;
  currency: string;
  description: string;
  reference: string;
  payerName: string;
  url: string;
  timeend: string | null;
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function linkMailSubject(p: LinkMailParts): string {
  return `Payment request from ${p.merchantName}: ${fromMinor(p.amount)} ${p.currency}`;
}

export function linkMailHtml(p: LinkMailParts): string {
  const e = escapeHtml;
  const rows: Array<[string, string]> = [['Amount', `${fromMinor(p.amount)} ${p.currency}`]];
  if (p.reference) rows.push(['Reference', p.reference]);
  if (p.description) rows.push(['Description', p.description]);
  if (p.timeend) rows.push(['Pay before the end of', p.timeend]);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${e(linkMailSubject(p))}</title></head>`
    + '<body style="font-family:Arial,sans-serif;color:#1a1b1e;background:#f6f7f9;margin:0;padding:24px">'
    + '<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">'
    + `<p>${p.payerName ? `Hello ${e(p.payerName)},` : 'Hello,'}</p>`
    + `<p>${e(p.merchantName)} asks you to pay:</p><table style="border-collapse:collapse">`
    + rows.map(([k, v]) => `<tr><td style="padding:4px 12px 4px 0;color:#5c5f66">${e(k)}</td><td style="padding:4px 0;white-space:pre-wrap">${e(v)}</td></tr>`).join('')
    + `</table><p style="margin:24px 0"><a href="${e(p.url)}" style="background:#228be6;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">Pay now</a></p>`
    + `<p style="color:#5c5f66;font-size:12px">Or open this address: ${e(p.url)}</p></div></body></html>`;
}

export function linkMail(to: string, p: LinkMailParts): Mail {
  const lines = [
    p.payerName ? `Hello ${p.payerName},` : 'Hello,',
    '',
    `${p.merchantName} asks you to pay ${fromMinor(p.amount)} ${p.currency}.`,
    ...(p.reference ? [`Reference: ${p.reference}`] : []),
    ...(p.description ? [`Description: ${p.description}`] : []),
    ...(p.timeend ? [`Pay before the end of ${p.timeend}.`] : []),
    '',
    `Pay here: ${p.url}`,
    '',
  ];
  return { to, subject: linkMailSubject(p), text: lines.join('\n'), html: linkMailHtml(p) };
}
