// A design styles the checkout only through checked values: a hex accent, a 0-40 px radius, the dark
// theme, the gradient preset, the plain layout, an http(s) logo, its messages in the checkout
// language and the two switches; anything else (missing, malformed, CSS or a script URL smuggled in)
// keeps the default. The page shows the messages as escaped text.
import { describe, expect, it } from 'vitest';
import { formPage } from '../../../server/checkout/page.ts';
import { checkoutStyleOf, DEFAULT_STYLE, logoUrlOf } from '../../../server/designs/checkout-style.ts';

const MESSAGES = {
  en: { title: 'Pay Tbilisi Coffee', description: 'Fresh every day', pay_button: 'Buy now' },
  uk: { title: 'Оплата', description: 'Щодня свіже', pay_button: 'Купити' },
};

describe('checkout style of a design', () => {
  it('takes the accent, radius, theme, preset and layout of a design', () => {
    expect(checkoutStyleOf({ css_variable: { main: '#D94343', border_radius: 40 }, options: { theme: { type: 'dark', preset: 'gradient' }, layout: 'plain' } }))
      .toEqual({ ...DEFAULT_STYLE, accent: '#D94343', radius: 40, theme: 'dark', preset: 'gradient', layout: 'plain' });
    expect(checkoutStyleOf({ css_variable: { main: '#abc', border_radius: '12' } })).toEqual({ ...DEFAULT_STYLE, accent: '#abc', radius: 12 });
  });

  it('keeps the default for anything else', () => {
    expect(checkoutStyleOf(null)).toEqual(DEFAULT_STYLE);
    expect(checkoutStyleOf({ css_variable: { main: 'red;}body{display:none', border_radius: '4px;x' } })).toEqual(DEFAULT_STYLE);
    expect(checkoutStyleOf({ css_variable: { main: '#12345', border_radius: 41 }, options: { theme: { type: 'neon', preset: 'x' }, layout: 'wide' } })).toEqual(DEFAULT_STYLE);
    expect(checkoutStyleOf({ css_variable: { main: 7, border_radius: 2.5 }, options: 'x', messages: ['en'] })).toEqual(DEFAULT_STYLE);
  });

  it('takes the messages in the checkout language, else the first language of the design', () => {
    expect(checkoutStyleOf({ messages: MESSAGES }, 'uk').messages).toEqual({ language: 'uk', title: 'Оплата', description: 'Щодня свіже', payButton: 'Купити' });
    expect(checkoutStyleOf({ messages: MESSAGES }, 'de').messages).toEqual({ language: 'en', title: 'Pay Tbilisi Coffee', description: 'Fresh every day', payButton: 'Buy now' });
    expect(checkoutStyleOf({ messages: { uk: MESSAGES.uk } }, null).messages?.language).toBe('uk');
    // Empty, blank, too long or not text: not shown (the page's own English stays).
    expect(checkoutStyleOf({ messages: { en: { title: ' ', description: 'x'.repeat(1025), pay_button: 5 } } }).messages)
      .toEqual({ language: 'en', title: null, description: null, payButton: null });
    expect(checkoutStyleOf({ messages: { en: {}, '"><x': { title: 'T' } } }).messages).toBeNull();
  });

  it('takes only an http(s) logo URL with a plain host', () => {
    expect(logoUrlOf('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png');
    expect(logoUrlOf('http://shop.example:8080/a b.svg')).toBe('http://shop.example:8080/a%20b.svg');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)//https://x', 'data:image/svg+xml,<svg onload=alert(1)>', '/logo.png', '//cdn.example/l.png',
      'https://a;b.example/l.png', 'https://user:pw@cdn.example/l.png', 'ftp://cdn.example/l.png', 7, `https://cdn.example/${'a'.repeat(500)}`]) {
      expect(logoUrlOf(bad), String(bad)).toBeNull();
    }
    expect(checkoutStyleOf({ options: { logo_url: 'javascript:alert(1)' } }).logoUrl).toBeNull();
  });

  it('takes the e-mail and pay-button-amount switches (shown unless turned off)', () => {
    expect(checkoutStyleOf({ options: { show_email: false, show_pay_button_amount: false } })).toMatchObject({ showEmail: false, showPayButtonAmount: false });
    expect(checkoutStyleOf({ options: { show_email: 'no', show_pay_button_amount: 0 } })).toMatchObject({ showEmail: true, showPayButtonAmount: true });
  });
});

describe('checkout page of a design', () => {
  const order = { merchantId: 1, amount: 2550, currency: 'GEL', description: 'Two coffees', fields: [], designId: 1, language: null, responseUrl: null, callbackUrls: [] };
  const render = (configuration: Record<string, unknown>) => formPage({ merchantName: 'Tbilisi <Coffee>', order, action: '/checkout/link/r', token: 't' }, checkoutStyleOf(configuration, 'uk'), 'nonce');

  it('shows the logo, the messages as text, the layout and the switches', () => {
    const html = render({
      options: { logo_url: 'https://cdn.example/l.png?a=1&b="x"', layout: 'plain', show_email: false, show_pay_button_amount: false, theme: { preset: 'gradient' } },
      messages: { uk: { title: '<img src=x onerror=alert(1)>', description: 'Щодня свіже', pay_button: 'Купити' } },
    });
    expect(html).toContain('<img class="logo" src="https://cdn.example/l.png?a=1&amp;b=%22x%22" alt="Tbilisi &lt;Coffee&gt;">');
    expect(html).toContain('<h1 class="title" lang="uk">&lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<p class="muted" lang="uk">Щодня свіже</p>');
    expect(html).toContain('<button type="submit" lang="uk">Купити</button>');
    expect(html).not.toContain('name="email"');
    expect(html).toContain('main{margin:0 auto;border:0;border-radius:0}');
    expect(html).toContain('linear-gradient(135deg,var(--accent),#000)');
  });

  it('without a design shows the merchant, the e-mail field and the amount on the pay button', () => {
    const html = render({});
    expect(html).toContain('<h1>Tbilisi &lt;Coffee&gt;</h1>');
    expect(html).toContain('name="email"');
    expect(html).toContain('<button type="submit">Pay 25.50 GEL</button>');
    expect(html).not.toMatch(/class="logo"|gradient|border-radius:0}/);
  });
});
