// The hosted checkout's HTML: the payment form, the result and the "cannot be paid" page. Server
// rendered, no script at all; every merchant and payer text goes through escapeHtml. The one
// <style> element carries the nonce the page's CSP names (routes.ts). A design's logo, layout,
// messages and switches arrive checked (server/designs/checkout-style.ts); its messages are merchant text.
// The page's own words are in the page language (texts.ts: en or uk).
import { formatAmount } from '../payments/money.ts';
import { fieldInput, fixedValue, MAX_FIELD_LENGTH, type PayerForm } from './payer-form.ts';
import type { CheckoutOrder } from './source.ts';
import type { CheckoutStyle } from './style.ts';
import { tr, type PageLanguage } from './texts.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"'`]/g, (c) => ENTITIES[c]);

export const money = (minor: number, currency: string) => `${formatAmount(minor)} ${currency}`;

function css(style: CheckoutStyle): string {
  const palette = style.theme === 'dark'
    ? '--bg:#0d1117;--card:#161b22;--text:#e6edf3;--muted:#9aa4ae;--line:#30363d;--error:#ff8e86;--ok:#56d364'
    : '--bg:#f3f4f7;--card:#fff;--text:#1f2328;--muted:#57606a;--line:#d0d7de;--error:#b42318;--ok:#1a7f37';
  return `:root{${palette};--accent:${style.accent};--radius:${style.radius}px}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:440px;margin:32px auto;padding:24px;background:var(--card);border:1px solid var(--line);border-radius:var(--radius)}
h1{font-size:1.25rem;margin:0 0 4px}.muted{color:var(--muted);margin:0 0 16px;white-space:pre-wrap;overflow-wrap:anywhere}
.amount{font-size:1.75rem;font-weight:700;margin:8px 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px;overflow-wrap:anywhere}
input{width:100%;padding:10px;font:inherit;color:inherit;background:var(--card);border:1px solid var(--line);border-radius:var(--radius)}
input:focus{outline:2px solid var(--accent);outline-offset:1px}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{color:var(--error);margin:4px 0 0;font-size:.9rem}
button,.button{display:block;width:100%;margin-top:20px;padding:12px;font:inherit;font-weight:700;text-align:center;text-decoration:none;color:#fff;background:var(--accent);border:0;border-radius:var(--radius);cursor:pointer}
.ok{color:var(--ok)}.declined{color:var(--error)}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px}dt{color:var(--muted)}dd{margin:0;overflow-wrap:anywhere}
.logo{display:block;max-height:48px;max-width:160px;margin:0 0 12px}${style.preset === 'gradient' ? '\nbutton,.button{background:linear-gradient(135deg,var(--accent),#000)}' : ''}${style.layout === 'plain' ? '\nbody{background:var(--card)}main{margin:0 auto;border:0;border-radius:0}' : ''}`;
}

/** The design's logo (an http(s) URL the CSP allows), named for the merchant. */
const logo = (style: CheckoutStyle, merchantName: string) =>
  (style.logoUrl ? `<img class="logo" src="${escapeHtml(style.logoUrl)}" alt="${escapeHtml(merchantName)}">\n` : '');

/** A design message in its own language (checked: two letters). */
const message = (tag: string, attrs: string, text: string, style: CheckoutStyle) =>
  `<${tag} ${attrs} lang="${style.messages?.language ?? 'en'}">${escapeHtml(text)}</${tag}>`;

function layout(title: string, body: string, style: CheckoutStyle, nonce: string, lang: PageLanguage, head = ''): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><meta name="robots" content="noindex">${head}
<title>${escapeHtml(title)}</title><style nonce="${nonce}">${css(style)}</style></head>
<body><main>${body}</main></body></html>`;
}

type Input = { name: string; label: string; value?: string; error?: string; type?: string; required?: boolean; attrs?: string };

export function input({ name, label, value = '', error, type = 'text', required = false, attrs = '' }: Input): string {
  const errorId = `${name}-error`;
  return `<div><label for="${name}">${escapeHtml(label)}${required ? ' *' : ''}</label>
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}"${required ? ' required' : ''}${attrs}${error ? ` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${error ? `<p class="error" id="${errorId}">${escapeHtml(error)}</p>` : ''}</div>`;
}

export type FormView = {
  merchantName: string;
  order: CheckoutOrder;
  action: string;
  token: string;
  values?: PayerForm;
  errors?: Record<string, string>;
  /** A message above the form (e.g. the acquirer could not be reached). */
  notice?: string;
  /** The promocode field's HTML (server/checkout/promocode.ts), when the payable offers one. */
  promocode?: string;
};

export function formPage(view: FormView, style: CheckoutStyle, nonce: string, lang: PageLanguage = 'en'): string {
  const { order, values = {}, errors = {} } = view;
  const t = (text: string, ...args: Array<string | number>) => tr(lang, text, ...args);
  const error = (name: string) => (errors[name] === undefined ? undefined : t(errors[name]));
  const fields = order.fields.flatMap((f, i) => (f.hidden ? [] : [input({
    name: fieldInput(i), label: f.label, value: fixedValue(f) ?? values[fieldInput(i)] ?? f.value ?? '', error: error(fieldInput(i)), required: f.required,
    attrs: `${f.placeholder ? ` placeholder="${escapeHtml(f.placeholder)}"` : ''}${f.readonly ? ' readonly' : ''} maxlength="${Math.min(f.maxLength ?? MAX_FIELD_LENGTH, MAX_FIELD_LENGTH)}"`,
  })]));
  const amount = order.amount === null
    ? input({ name: 'amount', label: t('Amount, {0}', order.currency), value: values.amount, error: error('amount'), required: true, attrs: ' inputmode="decimal" autocomplete="off"' })
    : `<p class="amount">${escapeHtml(money(order.amount, order.currency))}</p>`;
  const { title, description, payButton } = style.messages ?? {};
  const heading = title
    ? `${message('h1', 'class="title"', title, style)}\n<p>${escapeHtml(view.merchantName)}</p>`
    : `<h1>${escapeHtml(view.merchantName)}</h1>`;
  const pay = `${payButton ? escapeHtml(payButton) : t('Pay')}${order.amount !== null && style.showPayButtonAmount ? ` ${escapeHtml(money(order.amount, order.currency))}` : ''}`;
  const body = `${logo(style, view.merchantName)}${heading}
<p class="muted">${escapeHtml(order.description)}</p>
${description ? message('p', 'class="muted"', description, style) : ''}
${view.notice ? `<p class="error" role="alert">${escapeHtml(t(view.notice))}</p>` : ''}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
${values.reference ? `<input type="hidden" name="reference" value="${escapeHtml(values.reference)}"><p>${escapeHtml(t('Reference: {0}', values.reference))}</p>` : ''}
${amount}
${view.promocode ?? ''}
${fields.join('\n')}
${style.showEmail ? input({ name: 'email', label: t('E-mail for the receipt'), type: 'email', value: values.email, error: error('email'), attrs: ' autocomplete="email"' }) : ''}
${input({ name: 'card_number', label: t('Card number'), error: error('card_number'), required: true, attrs: ' inputmode="numeric" autocomplete="cc-number" maxlength="23"' })}
<div class="row">${input({ name: 'card_exp', label: t('Expiry date (MM/YY)'), value: values.card_exp, error: error('card_exp'), required: true, attrs: ' autocomplete="cc-exp" maxlength="7"' })}
${input({ name: 'card_cvv', label: t('CVV'), type: 'password', error: error('card_cvv'), required: true, attrs: ' inputmode="numeric" autocomplete="cc-csc" maxlength="4"' })}</div>
<button type="submit"${payButton ? ` lang="${style.messages?.language}"` : ''}>${pay}</button>
</form>`;
  return layout(t('{0}: payment', view.merchantName), body, style, nonce, lang);
}

export type ResultView = {
  merchantName: string;
  approved: boolean;
  reason: string | null;
  amount: number;
  currency: string;
  orderId: string;
  card: string;
  /** The checkout page again (a declined payer may try another card). */
  retry: string;
  /** The merchant's page the payer returns to, http(s) only. */
  responseUrl: string | null;
};

/** Seconds before the result page sends the payer on to the merchant's response URL. */
export const RETURN_AFTER_S = 5;

export function resultPage(view: ResultView, style: CheckoutStyle, nonce: string, lang: PageLanguage = 'en'): string {
  const t = (text: string, ...args: Array<string | number>) => tr(lang, text, ...args);
  const back = view.responseUrl
    ? `<a class="button" href="${escapeHtml(view.responseUrl)}">${escapeHtml(t('Return to {0}', view.merchantName))}</a>
<p class="muted">${escapeHtml(t('You will be returned automatically in {0} seconds.', RETURN_AFTER_S))}</p>`
    : '';
  const heading = view.approved ? `<h1 class="ok">${t('Payment successful')}</h1>` : `<h1 class="declined">${t('Payment declined')}</h1>`;
  const body = `${logo(style, view.merchantName)}${heading}
${view.approved ? '' : `<p role="alert">${escapeHtml(t(view.reason ?? 'The payment was declined'))}</p>`}
<dl><dt>${t('Merchant')}</dt><dd>${escapeHtml(view.merchantName)}</dd><dt>${t('Amount')}</dt><dd>${escapeHtml(money(view.amount, view.currency))}</dd>
<dt>${t('Order')}</dt><dd>${escapeHtml(view.orderId)}</dd><dt>${t('Card')}</dt><dd>${escapeHtml(view.card)}</dd></dl>
${view.approved ? '' : `<a class="button" href="${escapeHtml(view.retry)}">${t('Try another card')}</a>`}
${back}`;
  // A meta refresh, not a 3xx: the page must be seen, and CSP form-action would refuse a redirect off-site.
  const head = view.responseUrl ? `<meta http-equiv="refresh" content="${RETURN_AFTER_S};url=${escapeHtml(view.responseUrl)}">` : '';
  return layout(t(view.approved ? 'Payment successful' : 'Payment declined'), body, style, nonce, lang, head);
}

export function messagePage(title: string, message: string, style: CheckoutStyle, nonce: string, lang: PageLanguage = 'en'): string {
  const [heading, text] = [tr(lang, title), tr(lang, message)];
  return layout(heading, `<h1>${escapeHtml(heading)}</h1><p class="muted">${escapeHtml(text)}</p>`, style, nonce, lang);
}
