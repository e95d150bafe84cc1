// Testers are pure functions; dispatch picks the highest rank or none (UnknownWidget).
import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE, RANK, pickEntry } from '../../../engine/core/testers';
import { resolveUiSchema } from '../../../engine/form/resolveUiSchema';
import { WIDGETS } from '../../../engine/widgets/registry';
import type { FormField } from '../../../engine/core/schema';
import { widgetNames } from '../../../engine/core/widgets/vocabulary';

const ctx = { pointer: '/schema/properties/f', name: 'f' };
const pick = (field: FormField, ui: Record<string, unknown> = {}) => pickEntry(WIDGETS, field, ui, ctx)?.name;

describe('widget testers', () => {
  it('rank tiers are ordered', () => {
    expect(RANK.DEFAULT < RANK.FORMAT && RANK.FORMAT < RANK.EXPLICIT && RANK.EXPLICIT < RANK.SCREEN_OVERRIDE).toBe(true);
  });

  it('picks by type, then format, then ui:widget', () => {
    expect(pick({ type: 'string' })).toBe('text');
    expect(pick({ type: 'string', format: 'email' })).toBe('email');
    expect(pick({ type: 'string', format: 'email' }, { 'ui:widget': 'password' })).toBe('password');
    expect(pick({ type: 'string', enum: ['a'] })).toBe('select');
    expect(pick({ type: 'boolean' })).toBe('checkbox');
    expect(pick({ type: 'string' }, { 'ui:widget': 'otp' })).toBe('otp');
  });

  it('each tester answers NOT_APPLICABLE or a named rank', () => {
    const ranks = new Set<number>([NOT_APPLICABLE, ...Object.values(RANK)]);
    for (const w of WIDGETS) expect(ranks.has(w.tester({ type: 'string' }, {}, ctx)), w.name).toBe(true);
  });

  it('registers exactly the widgets of the vocabulary schemas:check accepts', () => {
    expect(WIDGETS.map((w) => w.name).sort()).toEqual(widgetNames().sort());
  });

  it('resolves an unknown field to the unknown widget with its pointer, and hides fields waiting for a signal', () => {
    const { uiSchema, hidden } = resolveUiSchema(
      { properties: { a: { type: 'object' as never }, b: { type: 'string' }, c: { type: 'string' } } },
      { c: { 'ui:widget': 'otp', 'ui:options': { revealOn: 'otp required' } } },
      WIDGETS,
    );
    expect(uiSchema.b).toMatchObject({ 'ui:widget': 'text' });
    expect(uiSchema.a).toMatchObject({ 'ui:widget': 'unknown', 'ui:options': { pointer: '/schema/properties/a' } });
    expect(uiSchema.c).toMatchObject({ 'ui:widget': 'hidden' });
    expect([...hidden]).toEqual(['c']);
    expect(resolveUiSchema({ properties: { c: { type: 'string' } } }, { c: { 'ui:widget': 'otp', 'ui:options': { revealOn: 'x' } } }, WIDGETS, new Set(['x'])).uiSchema.c).toMatchObject({
      'ui:widget': 'otp',
    });
  });
});
