// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWidget } from '../helpers/renderWidget';
import { amountWidget, integerWidget, numericWidget } from '../../../../engine/widgets/NumericWidget';
import { lengthRangeWidget } from '../../../../engine/widgets/LengthRangeWidget';
import { durationWidget } from '../../../../engine/widgets/DurationWidget';

const input = () => screen.getByLabelText(/Field/) as HTMLInputElement;
const type = (v: string) => fireEvent.change(input(), { target: { value: v } });

describe('numeric widgets', () => {
  it("numeric: keeps digits, '.' and ',', at most 2 decimals", () => {
    renderWidget(numericWidget);
    type('1a2,345');
    expect(input().value).toBe('12,34');
  });

  it('numeric: trailing dot removed on blur, clamped to min and max', () => {
    const { onChange } = renderWidget(numericWidget, { schema: { type: 'string', minimum: 1, maximum: 50 } });
    type('12.');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('12');
    type('99');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('50');
    type('0.5');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('numeric: a number schema stores a number', () => {
    const { onChange } = renderWidget(numericWidget, { schema: { type: 'number' } });
    type('3,5');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith(3.5);
  });

  it('amount: placeholder 0.00, minimum 0, 2 decimals', () => {
    const { onChange } = renderWidget(amountWidget, { schema: { type: 'string', format: 'amount' } });
    expect(input().placeholder).toBe('0.00');
    type('-12.345');
    expect(input().value).toBe('12.34');
    fireEvent.blur(input());
    expect(onChange).toHaveBeenLastCalledWith('12.34');
  });

  it("amount: '12,34' is the amount 12.34 while typing (the text keeps the comma)", () => {
    const { onChange, flush } = renderWidget(amountWidget, { schema: { type: 'string', format: 'amount' } });
    type('12,34');
    act(() => flush());
    expect(onChange).toHaveBeenLastCalledWith('12.34');
    expect(input().value).toBe('12,34');
    type('12,');
    act(() => flush());
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(input().value).toBe('12,');
  });

  it('amount: min 0, step 0.01 and the decimal keyboard', () => {
    renderWidget(amountWidget, { schema: { type: 'string', format: 'amount' } });
    expect([input().getAttribute('min'), input().getAttribute('step'), input().getAttribute('inputmode')]).toEqual(['0', '0.01', 'decimal']);
  });

  it('integer: digits only', () => {
    renderWidget(integerWidget, { schema: { type: 'integer' } });
    type('1.5e3');
    expect(input().value).toBe('153');
  });

  it('min/max length: numbers only, placeholders 0 and 100', () => {
    const { onChange } = renderWidget(lengthRangeWidget, { schema: { type: 'array', items: { type: 'integer' } } });
    const min = screen.getByLabelText('Min length') as HTMLInputElement;
    const max = screen.getByLabelText('Max length') as HTMLInputElement;
    expect([min.placeholder, max.placeholder]).toEqual(['0', '100']);
    fireEvent.change(min, { target: { value: '5a' } });
    expect(min.value).toBe('5');
    fireEvent.change(max, { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith([5, 20]);
  });

  it('time input: each part clamped, the total clamped to maximum', () => {
    const { onChange } = renderWidget(durationWidget, { schema: { type: 'integer', maximum: 7200 }, value: 0 });
    const hours = screen.getByLabelText('Hours') as HTMLInputElement;
    const minutes = screen.getByLabelText('Minutes') as HTMLInputElement;
    fireEvent.change(minutes, { target: { value: '75' } });
    expect(minutes.value).toBe('59');
    fireEvent.blur(minutes);
    expect(onChange).toHaveBeenLastCalledWith(59 * 60);
    fireEvent.change(hours, { target: { value: '5' } });
    fireEvent.blur(hours);
    expect(onChange).toHaveBeenLastCalledWith(7200);
    expect(hours.value).toBe('2');
  });
});
