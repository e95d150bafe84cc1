// Lazy registry entries repeat the tester of their widget file (the file itself loads on demand):
// both must answer alike, and each lazy component must load the widget its name promises.
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../../../engine/widgets/registry';
import { isLazyWidget } from '../../../engine/widgets/lazyWidget';
import type { WidgetEntry } from '../../../engine/widgets/types';
import type { FormField } from '../../../engine/core/schema';

const MODULES = import.meta.glob<Record<string, unknown>>('../../../engine/widgets/*Widget.tsx');

const FIELDS: FormField[] = [
  { type: 'string' },
  { type: 'string', format: 'date' },
  { type: 'string', format: 'decimal' },
  { type: 'string', format: 'amount' },
  { type: 'string', format: 'number' },
  { type: 'string', enum: ['a', 'b'] },
  { type: 'number' },
  { type: 'integer' },
  { type: 'boolean' },
  { type: 'array', items: { type: 'string', enum: ['a', 'b'] } } as FormField,
  { type: 'array', items: { type: 'string' } } as FormField,
];

async function fileEntries(): Promise<WidgetEntry[]> {
  const out: WidgetEntry[] = [];
  for (const load of Object.values(MODULES)) {
    for (const value of Object.values(await load())) {
      const e = value as Partial<WidgetEntry>;
      if (e && typeof e === 'object' && typeof e.name === 'string' && typeof e.tester === 'function') out.push(e as WidgetEntry);
    }
  }
  return out;
}

describe('lazy widget entries', () => {
  it('keep the testers of their widget files', async () => {
    const files = await fileEntries();
    const lazy = WIDGETS.filter((w) => isLazyWidget(w.component));
    expect(lazy.length).toBeGreaterThan(10);
    const names = WIDGETS.map((w) => w.name);
    for (const entry of lazy) {
      const file = files.find((f) => f.name === entry.name);
      expect(file, entry.name).toBeTruthy();
      for (const field of FIELDS) {
        for (const ui of [{}, ...names.map((n) => ({ 'ui:widget': n }))]) {
          const ctx = { pointer: '/schema/properties/f', name: 'f' };
          expect(entry.tester(field, ui, ctx), `${entry.name} ${JSON.stringify(field)} ${JSON.stringify(ui)}`).toBe(file!.tester(field, ui, ctx));
        }
      }
    }
  });

  it('load the component of their widget file', async () => {
    const files = await fileEntries();
    for (const entry of WIDGETS.filter((w) => isLazyWidget(w.component))) {
      const lazy = entry.component as unknown as { preload: () => Promise<void>; ready: () => boolean };
      await lazy.preload();
      expect(lazy.ready(), entry.name).toBe(true);
      expect(files.some((f) => f.name === entry.name)).toBe(true);
    }
  });

  it('leave the sign-in widgets eager', () => {
    for (const name of ['text', 'password', 'email', 'otp', 'hidden']) {
      expect(isLazyWidget(WIDGETS.find((w) => w.name === name)?.component), name).toBe(false);
    }
  });
});
