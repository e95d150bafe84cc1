// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWidget } from '../helpers/renderWidget';
import { textWidget } from '../../../../engine/widgets/TextWidget';
import { passwordWidget } from '../../../../engine/widgets/PasswordWidget';
import { emailWidget } from '../../../../engine/widgets/EmailWidget';
import { phoneWidget } from '../../../../engine/widgets/PhoneWidget';
import { textareaWidget } from '../../../../engine/widgets/TextareaWidget';
import { urlWidget } from '../../../../engine/widgets/UrlWidget';
import { promoWidget } from '../../../../engine/widgets/PromoWidget';
import { cardNumberWidget } from '../../../../engine/widgets/CardNumberWidget';
import { expiryWidget } from '../../../../engine/widgets/ExpiryWidget';
import { hiddenWidget } from '../../../../engine/widgets/HiddenWidget';
import { UnknownWidget } from '../../../../engine/widgets/UnknownWidget';
import { renderUi } from '../helpers/render';

const input = () => screen.getByLabelText(/Field/) as HTMLInputElement;
const type = (v: string) => fireEvent.change(input(), { target: { value: v } });

describe('text-like widgets', () => {
  it('text: a keystroke stays local; the value reaches the form on blur (or after 300 ms)', () => {
    const { onChange, touch } = renderWidget(textWidget);
    type('hello');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledWith('hello');
    expect(touch).toHaveBeenCalledWith('f');
  });

  it('text and password: a keystroke leaves the input attributes alone (React change handling would rewrite name and type)', async () => {
    for (const widget of [textWidget, passwordWidget]) {
      const { onChange, unmount } = renderWidget(widget);
      const changed: string[] = [];
      const observer = new MutationObserver((records) => changed.push(...records.map((r) => r.attributeName ?? '')));
      observer.observe(input(), { attributes: true });
      fireEvent.input(input(), { target: { value: 'a' } });
      fireEvent.input(input(), { target: { value: 'ab' } });
      await Promise.resolve();
      observer.disconnect();
      expect(changed).toEqual([]);
      fireEvent.blur(input());
      expect(onChange).toHaveBeenCalledWith('ab');
      unmount();
    }
  });

  it('text: flush on submit sends the pending value; empty text is no value', () => {
    const w = renderWidget(textWidget, { value: 'a' });
    type('');
    w.flush();
    expect(w.onChange).toHaveBeenCalledWith(undefined);
  });

  it('text: shows the first error', () => {
    renderWidget(textWidget, { rawErrors: ['field is required'] });
    expect(screen.getByText('field is required')).toBeTruthy();
  });

  it('password: a password input', () => {
    renderWidget(passwordWidget);
    expect(input().type).toBe('password');
  });

  it('email: type email, trimmed on blur', () => {
    const { onChange } = renderWidget(emailWidget);
    expect(input().type).toBe('email');
    type(' a@b.co ');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledWith('a@b.co');
  });

  it('phone: strips non-digits, keeps a leading plus', () => {
    const { onChange } = renderWidget(phoneWidget);
    type('+38 (050) 123-45-67');
    expect(input().value).toBe('+380501234567');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledWith('+380501234567');
  });

  it('textarea: multi-line', () => {
    renderWidget(textareaWidget);
    expect(input().tagName).toBe('TEXTAREA');
  });

  it('url: prefixes https:// on blur unless http or https', () => {
    const { onChange } = renderWidget(urlWidget);
    type('shop.example.com');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('https://shop.example.com');
    type('http://x.io');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('http://x.io');
  });

  it('promo code: letters, digits and underscore only', () => {
    renderWidget(promoWidget);
    type('SUMMER-2024 sale_1!');
    expect(input().value).toBe('SUMMER2024sale_1');
  });

  it('card number: 16 digits plus up to 3, grouped by 4, stored as digits', () => {
    const { onChange } = renderWidget(cardNumberWidget);
    type('4111-1111 1111 1111 12345');
    expect(input().value).toBe('4111 1111 1111 1111 123');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenCalledWith('4111111111111111123');
  });

  it('expiry: MM/YY', () => {
    renderWidget(expiryWidget);
    type('1226');
    expect(input().value).toBe('12/26');
    type('7');
    expect(input().value).toBe('07');
    expect(input().placeholder).toBe('MM/YY');
  });

  it('hidden: keeps the value, shows nothing', () => {
    const { container } = renderWidget(hiddenWidget, { value: '42' });
    expect((container.querySelector('input[type=hidden]') as HTMLInputElement).value).toBe('42');
  });

  it('unknown: visible, names the pointer', () => {
    renderUi(<UnknownWidget id="root_x" options={{ pointer: '/schema/properties/x' }} />);
    expect(screen.getByTestId('unknown-widget').textContent).toContain('/schema/properties/x');
  });
});
