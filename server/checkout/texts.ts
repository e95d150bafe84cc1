// The hosted checkout's own words in English and Ukrainian (merchant text is never translated).
// The page's language: the design's message language when the design has messages (the payable's
// language, spec 001 s.3), else the payer's browser (Accept-Language, by its q order), else English.
import type { CheckoutStyle } from './style.ts';

export type PageLanguage = 'en' | 'uk';
export const PAGE_LANGUAGES: readonly PageLanguage[] = ['en', 'uk'];

const UK: Record<string, string> = {
  Pay: 'Сплатити',
  'Amount, {0}': 'Сума, {0}',
  'Reference: {0}': 'Призначення: {0}',
  'E-mail for the receipt': 'E-mail для квитанції',
  'Card number': 'Номер картки',
  'Expiry date (MM/YY)': 'Термін дії (ММ/РР)',
  CVV: 'CVV',
  '{0}: payment': '{0}: оплата',
  'Return to {0}': 'Повернутися до {0}',
  'You will be returned automatically in {0} seconds.': 'Вас буде автоматично повернуто через {0} с.',
  'Payment successful': 'Оплата успішна',
  'Payment declined': 'Оплату відхилено',
  'The payment was declined': 'Оплату відхилено',
  Merchant: 'Продавець',
  Amount: 'Сума',
  Order: 'Замовлення',
  Card: 'Картка',
  'Try another card': 'Спробувати іншу картку',
  'Required field': "Обов'язкове поле",
  // Messages the routes and the form checks send (server/checkout/routes.ts, payer-form.ts).
  'Payment not available': 'Оплата недоступна',
  'This payment does not exist or can no longer be paid. Ask the merchant for a new payment link.':
    'Цього платежу не існує або його вже не можна сплатити. Попросіть продавця про нове посилання на оплату.',
  'Payment form not valid': 'Недійсна форма оплати',
  'This payment form was not issued by this checkout. Open the payment page again.':
    'Цю форму оплати видала не ця сторінка оплати. Відкрийте сторінку оплати ще раз.',
  'This payment page has expired. Check the details and pay again.': 'Термін дії сторінки оплати минув. Перевірте дані й сплатіть ще раз.',
  'Too many declined payments': 'Забагато відхилених платежів',
  'The payment could not be completed. Try again.': 'Не вдалося завершити оплату. Спробуйте ще раз.',
  'Payment in progress': 'Оплата триває',
  'Someone is paying this right now, so your card was not charged. If their payment does not go through, you can pay in a few minutes.':
    'Саме зараз цей платіж сплачує інша людина, тому з вашої картки кошти не списано. Якщо її оплата не пройде, ви зможете сплатити за кілька хвилин.',
  'Already paid': 'Вже сплачено',
  'This payment has already been made, so your card was not charged.': 'Цей платіж уже сплачено, тому з вашої картки кошти не списано.',
  'Enter a valid card number': 'Введіть дійсний номер картки',
  'Enter a valid email address': 'Введіть дійсну адресу електронної пошти',
  'Enter the 3 or 4 digit CVV': 'Введіть CVV з 3 або 4 цифр',
  'Enter the expiry date as MM/YY': 'Введіть термін дії у форматі ММ/РР',
  'The card has expired': 'Термін дії картки минув',
  'field is required': "Поле обов'язкове",
  'value is to long': 'Значення задовге',
  'value is to short': 'Значення закоротке',
  'field must match pattern': 'Поле не відповідає шаблону',
  'field must be amount': 'Поле має бути сумою',
  'field is greater than 0': 'Сума має бути більшою за 0',
  // The stand-in acquirer's decline reasons (server/acquirer/standin.ts).
  'Invalid card number': 'Недійсний номер картки',
  'Expired card': 'Термін дії картки минув',
  'Incorrect CVV': 'Неправильний CVV',
  'Card declined by the issuer': 'Банк-емітент відхилив картку',
  'Insufficient funds': 'Недостатньо коштів',
};

/** `text` (English, `{0}` placeholders) in `lang`; a text without a translation stays English. */
export function tr(lang: PageLanguage, text: string, ...args: Array<string | number>): string {
  const words = lang === 'uk' ? (UK[text] ?? text) : text;
  return words.replace(/\{(\d+)\}/g, (m, i: string) => (args[Number(i)] === undefined ? m : String(args[Number(i)])));
}

/** The first of en/uk the browser accepts (q order; `uk-UA` counts as uk), else null. */
export function fromAcceptLanguage(header: string | undefined): PageLanguage | null {
  if (!header) return null;
  const ranked = header.split(',').slice(0, 20).map((part, i) => {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q), i };
  }).filter((x) => x.q > 0).sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked.find((x) => (PAGE_LANGUAGES as readonly string[]).includes(x.lang))?.lang as PageLanguage | undefined) ?? null;
}

export function pageLanguage(style: CheckoutStyle, acceptLanguage: string | undefined): PageLanguage {
  const design = style.messages?.language;
  if (design && (PAGE_LANGUAGES as readonly string[]).includes(design)) return design as PageLanguage;
  return fromAcceptLanguage(acceptLanguage) ?? 'en';
}
