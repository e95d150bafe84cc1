// A published landing's public page: server-rendered from the landing's data, no script, every
// merchant text through escapeHtml, one nonce'd <style> (the CSP of ./public-routes.ts). The pay
// button goes to the hosted checkout of the landing (/checkout/landing/{alias}).
import { escapeHtml, money } from '../checkout/page.ts';
import type { LandingRow } from './view.ts';

const ACCENTS: Record<string, string> = { blue: '#1c64d1', green: '#1a7f37', violet: '#6e40c9', orange: '#b54708', graphite: '#2f363d' };

// The page's own words in the landing's language (merchant texts are shown as written).
const WORDS: Record<string, { pay: string; donate: string; contacts: string; anyAmount: string; notFound: string; notFoundText: string }> = {
  en: { pay: 'Pay', donate: 'Donate', contacts: 'Contacts', anyAmount: 'You choose the amount', notFound: 'Page not found', notFoundText: 'This page does not exist or is no longer published.' },
  uk: { pay: 'Сплатити', donate: 'Підтримати', contacts: 'Контакти', anyAmount: 'Суму обираєте ви', notFound: 'Сторінку не знайдено', notFoundText: 'Цієї сторінки немає або її більше не опубліковано.' },
  ka: { pay: 'გადახდა', donate: 'შემოწირულობა', contacts: 'კონტაქტები', anyAmount: 'თანხას თქვენ ირჩევთ', notFound: 'გვერდი ვერ მოიძებნა', notFoundText: 'ეს გვერდი არ არსებობს ან აღარ არის გამოქვეყნებული.' },
};

function css(accent: string): string {
  return `*{box-sizing:border-box}body{margin:0;background:#f3f4f7;color:#1f2328;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{background:${accent};padding:16px 24px}header img{display:block;max-width:192px;max-height:69px}
main{max-width:640px;margin:24px auto;padding:24px;background:#fff;border:1px solid #d0d7de;border-radius:8px}
.cover{display:block;width:100%;max-width:640px;height:auto;border-radius:6px;margin:0 0 16px}
h1{font-size:1.6rem;margin:0 0 8px;overflow-wrap:anywhere}p{white-space:pre-wrap;overflow-wrap:anywhere}
.amount{font-size:1.4rem;font-weight:700}.pay{display:inline-block;margin:8px 0 16px;padding:12px 32px;font-weight:700;color:#fff;background:${accent};border-radius:6px;text-decoration:none}
.pay:focus{outline:3px solid #1f2328;outline-offset:2px}h2{font-size:1.1rem;margin:16px 0 4px}ul{padding-left:18px}a{color:${accent}}`;
}

function layout(lang: string, title: string, body: string, accent: string, nonce: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${css(accent)}</style></head>
<body>${body}</body></html>`;
}

export type PageLinks = { logo: string | null; cover: string | null; checkout: string };

export function landingPage(row: LandingRow, merchantName: string, links: PageLinks, nonce: string): string {
  const words = WORDS[row.language] ?? WORDS.en;
  const settings = row.settings as { title?: string; description?: string };
  const finance = row.finance as { currency?: string; amount_type?: string; amount_minor?: number };
  const contacts = row.contacts as { contact_phone?: string; contact_email?: string };
  const accent = ACCENTS[row.color_preset] ?? ACCENTS.blue;
  const title = settings.title || row.name;
  const amount = finance.amount_type === 'fixed' && typeof finance.amount_minor === 'number' && finance.currency
    ? money(finance.amount_minor, finance.currency) : words.anyAmount;
  const contactItems = [
    contacts.contact_phone ? `<li><a href="tel:${escapeHtml(contacts.contact_phone.replace(/[^\d+]/g, ''))}">${escapeHtml(contacts.contact_phone)}</a></li>` : '',
    contacts.contact_email ? `<li><a href="mailto:${escapeHtml(encodeURI(contacts.contact_email))}">${escapeHtml(contacts.contact_email)}</a></li>` : '',
  ].join('');
  const body = `<header>${links.logo ? `<img src="${escapeHtml(links.logo)}" alt="${escapeHtml(merchantName)}" width="192">` : `<strong>${escapeHtml(merchantName)}</strong>`}</header>
<main>${links.cover ? `<img class="cover" src="${escapeHtml(links.cover)}" alt="" width="640">` : ''}
<h1>${escapeHtml(title)}</h1>${settings.description ? `<p>${escapeHtml(settings.description)}</p>` : ''}
<p class="amount">${escapeHtml(amount)}</p>
<a class="pay" href="${escapeHtml(links.checkout)}">${escapeHtml(row.type === 'donations' ? words.donate : words.pay)}</a>
${contactItems ? `<h2>${escapeHtml(words.contacts)}</h2><ul>${contactItems}</ul>` : ''}</main>`;
  return layout(row.language, title, body, accent, nonce);
}

export function notFoundPage(nonce: string): string {
  const w = WORDS.en;
  return layout('en', w.notFound, `<main><h1>${w.notFound}</h1><p>${w.notFoundText}</p></main>`, ACCENTS.blue, nonce);
}
