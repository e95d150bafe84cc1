// One-time code: one input per digit, auto-advance, backspace and arrow keys; the form value is the
// digits joined. The first box carries the field id (focus on error).
import { useEffect, useRef, useState } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, rankWith, hasWidget } from '../core/testers';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { keyMove, setDigit, splitCode } from './otpKeys';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

/** What was typed into a box that held `old`: the new digit next to it, or a pasted code. */
function typedIn(raw: string, old: string): string {
  if (raw.length === 2 && old && raw.startsWith(old)) return raw.slice(1);
  if (raw.length === 2 && old && raw.endsWith(old)) return raw.slice(0, 1);
  return raw;
}

function OtpWidget(props: WidgetProps) {
  const length = typeof props.options.length === 'number' ? props.options.length : 6;
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const [digits, setDigits] = useState(() => splitCode(props.value, length));
  const [seen, setSeen] = useState<unknown>(props.value);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  if (props.value !== seen) {
    setSeen(props.value);
    if ((props.value ?? '') !== digits.join('')) setDigits(splitCode(props.value, length));
  }
  const autoFocus = base.autoFocus;
  useEffect(() => {
    if (autoFocus) refs.current[0]?.focus();
  }, [autoFocus]);
  const apply = (next: { digits: string[]; focus: number }) => {
    setDigits(next.digits);
    const code = next.digits.join('');
    props.onChange(code === '' ? undefined : code);
    refs.current[next.focus]?.focus();
    refs.current[next.focus]?.select();
  };
  return (
    <Input.Wrapper
      {...wrapperProps(base)}
      labelProps={{ htmlFor: props.id }}
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-label={base.label}>
        {digits.map((d, i) => (
          <TextInput
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={i === 0 ? props.id : `${props.id}-${i}`}
            aria-label={`${base.label ?? ''} ${i + 1}`.trim()}
            w={42}
            styles={{ input: { textAlign: 'center' } }}
            inputMode="numeric"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            disabled={base.disabled}
            error={Boolean(base.error)}
            value={d}
            onChange={(e) => apply(setDigit(digits, i, typedIn(e.currentTarget.value, d)))}
            onKeyDown={(e) => {
              const move = keyMove(digits, i, e.key);
              if (move) {
                e.preventDefault();
                apply(move);
              }
            }}
            onFocus={(e) => e.currentTarget.select()}
            onBlur={() => ctx.touch(props.name)}
          />
        ))}
      </Group>
    </Input.Wrapper>
  );
}

export const otpWidget: WidgetEntry = {
  name: 'otp',
  tester: rankWith(RANK.EXPLICIT, hasWidget('otp')),
  component: memoWidget(OtpWidget),
};
