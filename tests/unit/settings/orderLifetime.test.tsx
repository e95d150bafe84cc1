// @vitest-environment jsdom
// The payment tab's order lifetime (spec 002 s.3 "Time input", s.5, s.9): days/hours/minutes/seconds
// with the bounds 0-1461 / 0-24 / 0-60 / 0-60, the total clamped to 1461 days, sent in seconds.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWidget } from '../engine/helpers/renderWidget';
import { durationWidget } from '../../../engine/widgets/DurationWidget';
import paymentForm from '../../../schemas/forms/merchant_payment.json';

const form = paymentForm as unknown as {
  schema: { properties: Record<string, Record<string, unknown>> };
  uiSchema: Record<string, { 'ui:options'?: Record<string, unknown> }>;
};
const DAY = 86400;
const HOUR = 3600;

function renderLifetime(value: number) {
  return renderWidget(durationWidget, {
    schema: form.schema.properties.default_order_lifetime as never,
    options: form.uiSchema.default_order_lifetime['ui:options'],
    value,
  });
}
const part = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const enter = (label: string, value: string) => {
  fireEvent.change(part(label), { target: { value } });
  fireEvent.blur(part(label));
};

describe('order lifetime time input', () => {
  it('shows a stored value in seconds as days, hours, minutes and seconds', () => {
    renderLifetime(2 * DAY + 3 * HOUR + 4 * 60 + 5);
    expect(['Days', 'Hours', 'Minutes', 'Seconds'].map((l) => part(l).value)).toEqual(['2', '3', '4', '5']);
  });

  it('clamps each part to 1461 / 24 / 60 / 60 and sends the total in seconds', () => {
    const { onChange } = renderLifetime(0);
    enter('Hours', '30');
    expect(part('Hours').value).toBe('24');
    expect(onChange).toHaveBeenLastCalledWith(24 * HOUR);
    enter('Minutes', '75');
    expect(part('Minutes').value).toBe('60');
    enter('Seconds', '60');
    expect(part('Seconds').value).toBe('60');
    expect(onChange).toHaveBeenLastCalledWith(24 * HOUR + 60 * 60 + 60);
    enter('Days', '2000');
    expect(part('Days').value).toBe('1461');
  });

  it('clamps the total to 1461 days', () => {
    const { onChange } = renderLifetime(1461 * DAY);
    enter('Hours', '5');
    expect(onChange).toHaveBeenLastCalledWith(1461 * DAY);
    expect(['Days', 'Hours', 'Minutes', 'Seconds'].map((l) => part(l).value)).toEqual(['1461', '0', '0', '0']);
  });

  it('autocapture interval is 1-25 days, default 5', () => {
    expect(form.schema.properties.autocapture_interval).toMatchObject({ minimum: 1, maximum: 25, default: 5 });
    expect(String(form.schema.properties.autocapture_interval.title)).toMatch(/days/);
  });
});
