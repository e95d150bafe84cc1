// The button's appearance is declared once (schemas/endpoints/buttons.json#/definitions/ButtonAppearance):
// the constructor's defaults and NumberInput ranges, the server's defaults and its check all read it.
import { describe, expect, it } from 'vitest';
import { defaultsOf, rangesOf } from '../../../engine';
import buttons from '../../../schemas/endpoints/buttons.json';
import { DEFAULT_APPEARANCE as SCREEN_DEFAULTS, RANGES } from '../../../screens/buttons/appearance';
import { APPEARANCE_RANGES, checkAppearance, DEFAULT_APPEARANCE as SERVER_DEFAULTS } from '../../../server/buttons/appearance';
import { GRADIENT_PRESETS } from '../../../server/buttons/presets';
import { HttpError } from '../../../server/http/errors';

const schema = buttons.definitions.ButtonAppearance;

/** The [field, message] pairs of a 400 thrown by checkAppearance. */
function refusal(input: unknown): unknown {
  try {
    checkAppearance(input);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) return error.body.error;
    throw error;
  }
  return 'accepted';
}

describe('button appearance schema', () => {
  it('gives the screen and the server the same defaults and ranges, those of the schema', () => {
    expect(SCREEN_DEFAULTS).toEqual({
      width: 220, height: 48, border_width: 0, radius: 6, font_size: 16, brand: true,
      content: 'text_amount', text: 'Pay', background: '#1F6FB2', text_color: '#FFFFFF', border_color: '#2A3270',
    });
    expect(SERVER_DEFAULTS).toEqual(SCREEN_DEFAULTS);
    expect(RANGES).toEqual({ width: [80, 600], height: [24, 200], border_width: [0, 10], radius: [0, 100], font_size: [8, 48] });
    expect(APPEARANCE_RANGES).toEqual(RANGES);
  });

  it('shows a change of the schema in the derived defaults and ranges', () => {
    const changed = { ...schema, properties: { ...schema.properties, width: { ...schema.properties.width, maximum: 700, default: 300 } } };
    expect(defaultsOf<typeof SCREEN_DEFAULTS>(changed)).toEqual({ ...SCREEN_DEFAULTS, width: 300 });
    expect(rangesOf<keyof typeof RANGES>(changed).width).toEqual([80, 700]);
    expect(() => defaultsOf({ ...schema, properties: { ...schema.properties, text: {} } })).toThrow('no default for text');
  });

  it('checks a request with the schema, in the spec wording', () => {
    expect(checkAppearance({ width: 600, background: 'navy_shimmer' })).toEqual({ ...SERVER_DEFAULTS, width: 600, background: 'navy_shimmer' });
    expect(refusal({ width: 601 })).toEqual([['appearance.width', 'field is greater than 600']]);
    expect(refusal({ font_size: 7 })).toEqual([['appearance.font_size', 'field is lower than 8']]);
    expect(refusal({ radius: 1.5 })).toEqual([['appearance.radius', 'field must be number']]);
    expect(refusal({ text: 'x'.repeat(51) })).toEqual([['appearance.text', 'value is to long']]);
    expect(refusal({ content: 'html' })).toEqual([['appearance.content', 'Enter a valid value']]);
    expect(refusal({ background: 'url(x)' })).toEqual([['appearance.background', 'Enter a valid value']]);
    expect(refusal({ text_color: 'red' })).toEqual([['appearance.text_color', 'Enter a valid value']]);
    expect(refusal({ css: 'x' })).toEqual([['appearance.css', 'This field is not part of the form']]);
    expect(refusal([])).toEqual([['appearance', 'Enter a valid value']]);
  });

  it('names the gradient presets once: the CSS map lists exactly the schema names', () => {
    expect(Object.keys(GRADIENT_PRESETS)).toEqual(buttons.definitions.GradientPreset.enum);
  });
});
