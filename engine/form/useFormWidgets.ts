// The widgets of one form: the registry plus the screen's entries, each wrapped in withFieldState
// for rjsf, the uiSchema with every field's winning widget (resolveUiSchema), and one wait for the
// lazily loaded widgets it uses (no per-field pop-in).
import { useMemo, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FormFile } from '../core/schema/formFile';
import { preloadWidgets } from '../widgets/lazyWidget';
import { rjsfWidgets, WIDGETS } from '../widgets/registry';
import type { WidgetEntry } from '../widgets/types';
import { withFieldState } from '../widgets/withFieldState';
import { resolveUiSchema } from './resolveUiSchema';

export function useFormWidgets(form: FormFile, widgets: readonly WidgetEntry[] | undefined, revealed: ReadonlySet<string>) {
  const entries = useMemo(() => [...WIDGETS, ...(widgets ?? [])], [widgets]);
  const rjsfWidgetMap = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(rjsfWidgets(entries)).map(([name, c]) => [name, withFieldState(c as ComponentType<WidgetProps>)]),
      ),
    [entries],
  );
  const resolved = useMemo(() => resolveUiSchema(form.schema, form.uiSchema, entries, revealed), [form, entries, revealed]);
  const widgetsReady = useMemo(
    () => preloadWidgets(usedWidgets(resolved.uiSchema).map((name) => rawWidgets(entries)[name])),
    [resolved, entries],
  );
  return { rjsfWidgetMap, resolved, widgetsReady };
}

/** Widget names a resolved uiSchema uses. */
function usedWidgets(ui: Record<string, unknown>, out: string[] = []): string[] {
  for (const [k, v] of Object.entries(ui)) {
    if (k === 'ui:widget' && typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object' && !k.startsWith('ui:')) usedWidgets(v as Record<string, unknown>, out);
  }
  return out;
}

const rawWidgets = (entries: readonly WidgetEntry[]): Record<string, unknown> =>
  Object.fromEntries(entries.map((e) => [e.name, e.component]));
