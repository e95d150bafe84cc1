// The hosted checkout's own words in en and uk (issue 12): the language from the design's messages,
// else Accept-Language; merchant text stays as typed. The button callbacks' server choices are
// English words the form translates (choicesFrom `translate`): each has its uk line in common.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buttonChoices } from '../../../server/buttons/choices.ts';
import { formPage, messagePage, resultPage } from '../../../server/checkout/page.ts';
import { DEFAULT_STYLE } from '../../../server/checkout/style.ts';
import { fromAcceptLanguage, pageLanguage } from '../../../server/checkout/texts.ts';

const order = { merchantId: 1, amount: null, currency: 'UAH', description: 'Книжки <b>', fields: [], designId: null, language: null, responseUrl: null, callbackUrls: [] };
const view = { merchantName: 'Kyiv Books', order, action: '/checkout/button/x', token: 't', errors: { card_number: 'Enter a valid card number' } };

describe('checkout page language', () => {
  it('reads Accept-Language by q order; uk-UA is uk; other languages fall back', () => {
    expect(fromAcceptLanguage('uk-UA,uk;q=0.9,en;q=0.8')).toBe('uk');
    expect(fromAcceptLanguage('de-DE,en;q=0.5,uk;q=0.9')).toBe('uk');
    expect(fromAcceptLanguage('en-GB')).toBe('en');
    expect(fromAcceptLanguage('fr')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
    expect(pageLanguage(DEFAULT_STYLE, 'fr')).toBe('en');
    // The design's messages win over the browser.
    const ukDesign = { ...DEFAULT_STYLE, messages: { language: 'uk', title: 'Т', description: null, payButton: null } };
    expect(pageLanguage(ukDesign, 'en-US')).toBe('uk');
  });

  it('the form, result and message pages in Ukrainian; merchant text as typed (escaped)', () => {
    const uk = formPage(view, DEFAULT_STYLE, 'n', 'uk');
    expect(uk).toContain('<html lang="uk">');
    for (const words of ['Номер картки', 'Термін дії (ММ/РР)', 'Сума, UAH', 'Сплатити', 'Введіть дійсний номер картки', 'E-mail для квитанції']) expect(uk).toContain(words);
    expect(uk).not.toContain('Card number');
    expect(uk).toContain('Книжки &lt;b&gt;');
    const en = formPage(view, DEFAULT_STYLE, 'n', 'en');
    expect(en).toContain('Card number');
    expect(en).toContain('Enter a valid card number');
    const result = resultPage({ merchantName: 'Kyiv Books', approved: false, reason: 'Insufficient funds', amount: 1250, currency: 'UAH', orderId: 'o', card: '424242******4242', retry: '/r', responseUrl: null }, DEFAULT_STYLE, 'n', 'uk');
    for (const words of ['Оплату відхилено', 'Недостатньо коштів', 'Спробувати іншу картку', 'Продавець']) expect(result).toContain(words);
    expect(messagePage('Already paid', 'This payment has already been made, so your card was not charged.', DEFAULT_STYLE, 'n', 'uk')).toContain('Вже сплачено');
  });

  it('the button callback choice labels have uk translations', () => {
    const common = JSON.parse(readFileSync('src/i18n/locales/uk/common.json', 'utf8')) as Record<string, string>;
    const reply = buttonChoices(['UAH']);
    const labels = [...reply.callback_type, ...reply.callback_content_type, ...reply.callback_order_status, ...reply.callback_response_method].map((c) => c.label);
    expect(labels.filter((l) => !common[l])).toEqual([]);
    expect(reply.callback_order_status.map((c) => common[c.label])).toEqual(['Схвалено', 'Відхилено', 'Прострочено', 'Повернено', 'Обробляється']);
  });
});
