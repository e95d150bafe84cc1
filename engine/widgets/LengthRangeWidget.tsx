// Min and max length inputs: numbers only, placeholders 0 and 100; value [min, max].
import { useState } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { digitsOnly } from './input/filters';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

const toText = (v: unknown) => (typeof v === 'number' ? String(v) : '');

function LengthRangeWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const value = Array.isArray(props.value) ? props.value : [];
  const [parts, setParts] = useState<[string, string]>([toText(value[0]), toText(value[1])]);
  const set = (i: 0 | 1, raw: string) => {
    const next: [string, string] = [...parts];
    next[i] = digitsOnly(raw);
    setParts(next);
    const nums = next.map((p) => (p === '' ? undefined : Number(p)));
    props.onChange(nums.every((n) => n === undefined) ? undefined : nums);
  };
  return (
    <Input.Wrapper
      {...wrapperProps(base)}
    >
      <Group grow>
        <TextInput
          id={props.id}
          aria-label={ctx.t('Min length')}
          placeholder="0"
          inputMode="numeric"
          value={parts[0]}
          disabled={base.disabled}
          onChange={(e) => set(0, e.currentTarget.value)}
          onBlur={() => ctx.touch(props.name)}
        />
        <TextInput
          id={`${props.id}-max`}
          aria-label={ctx.t('Max length')}
          placeholder="100"
          inputMode="numeric"
          value={parts[1]}
          disabled={base.disabled}
          onChange={(e) => set(1, e.currentTarget.value)}
          onBlur={() => ctx.touch(props.name)}
        />
      </Group>
    </Input.Wrapper>
  );
}

export const lengthRangeWidget: WidgetEntry = {
  name: 'lengthRange',
  tester: rankWith(RANK.EXPLICIT, hasWidget('lengthRange')),
  component: memoWidget(LengthRangeWidget),
};
