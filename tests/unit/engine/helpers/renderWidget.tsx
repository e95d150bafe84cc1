// Renders one widget entry with rjsf-like props and a fake engine form context.
import { vi } from 'vitest';
import type { WidgetProps } from '@rjsf/utils';
import type { WidgetEntry } from '../../../../engine/widgets/types';
import type { EngineFormContext } from '../../../../engine/widgets/formContext';
import { formatMessage } from '../../../../engine/core/rules/formatMessage';
import { renderUi } from './render';

export interface WidgetSetup {
  schema?: WidgetProps['schema'];
  value?: unknown;
  options?: Record<string, unknown>;
  required?: boolean;
  label?: string;
  rawErrors?: string[];
  placeholder?: string;
}

export function renderWidget(entry: WidgetEntry, setup: WidgetSetup = {}) {
  const onChange = vi.fn();
  const touch = vi.fn();
  const flushes = new Set<() => void>();
  const formContext: EngineFormContext = {
    registerFlush: (f) => {
      flushes.add(f);
      return () => flushes.delete(f);
    },
    touch,
    t: (s, args) => formatMessage(s, args),
  };
  const props = {
    id: 'root_f',
    name: 'f',
    label: setup.label ?? 'Field',
    value: setup.value,
    schema: setup.schema ?? { type: 'string' },
    uiSchema: {},
    options: setup.options ?? {},
    required: setup.required ?? false,
    disabled: false,
    readonly: false,
    autofocus: false,
    placeholder: setup.placeholder ?? '',
    rawErrors: setup.rawErrors,
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    registry: { formContext } as unknown as WidgetProps['registry'],
  } as unknown as WidgetProps;
  const Component = entry.component;
  const utils = renderUi(<Component {...props} />);
  return { ...utils, onChange, touch, flush: () => flushes.forEach((f) => f()) };
}
