// Multi-select: stays open on choice; above 10 options a filter box and Apply / Select all /
// Clear all (choices apply on Apply); with 3+ chosen the trigger reads 'Selected ({0})'. The list
// opens in the page's flow under the trigger, not floating: a list that stays open must not cover
// what follows it (a form's submit button); a click outside or Escape closes it.
import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  ScrollArea,
  Stack,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import type { WidgetProps } from '@rjsf/utils';
import { RANK, bestOf, rankWith, hasWidget, isMultiChoiceControl } from '../core/testers';
import { fieldProps, wrapperProps } from './fieldProps';
import { engineContext } from './formContext';
import { choicesOf, fromChoice, FILTER_THRESHOLD } from './choices';
import { filterChoices, summary, toggle } from './input/multiSelect';
import type { WidgetEntry } from './types';
import { memoWidget } from './memoWidget';

function MultiSelectWidget(props: WidgetProps) {
  const ctx = engineContext(props);
  const base = fieldProps(props);
  const choices = choicesOf(props, ctx.t);
  const big = choices.length > FILTER_THRESHOLD;
  const selected = Array.isArray(props.value) ? props.value.map(String) : [];
  const [open, setOpen] = useState(false);
  const outside = useClickOutside(() => setOpen(false));
  useWindowEvent('keydown', (e) => {
    if (open && e.key === 'Escape') setOpen(false);
  });
  const [draft, setDraft] = useState<string[]>(selected);
  const [query, setQuery] = useState('');
  const shown = filterChoices(choices, query);
  const openOrClose = () => {
    if (!open) {
      setDraft(selected);
      setQuery('');
    }
    setOpen(!open);
  };
  const emit = (values: string[]) => {
    props.onChange(values.length ? values.map((v) => fromChoice(props.schema, v)) : undefined);
    ctx.touch(props.name);
  };
  const current = big ? draft : selected;
  const pick = (value: string) => (big ? setDraft(toggle(draft, value)) : emit(toggle(selected, value)));
  return (
    <Input.Wrapper
      {...wrapperProps(base)}
      labelProps={{ htmlFor: props.id }}
    >
      <div ref={outside}>
        {/* Full width like the other inputs. */}
        <UnstyledButton
          id={props.id}
          w="100%"
          display="block"
          onClick={openOrClose}
          aria-haspopup="listbox"
          aria-expanded={open}
          disabled={base.disabled}
          data-testid="multiselect-trigger"
        >
          <Input component="div" pointer error={Boolean(base.error)}>
            {summary(choices, selected, ctx.t) || (
              <Input.Placeholder>{base.placeholder ?? ''}</Input.Placeholder>
            )}
          </Input>
        </UnstyledButton>
        {open && (
          <Paper withBorder shadow="xs" p="sm" mt={4} data-testid="multiselect-list">
            <Stack gap="xs">
              {big && (
                <TextInput
                  aria-label={ctx.t('Filter')}
                  placeholder={ctx.t('Filter')}
                  value={query}
                  onChange={(e) => setQuery(e.currentTarget.value)}
                />
              )}
              <ScrollArea.Autosize mah={260}>
                <Stack gap={6} role="group" aria-label={base.label}>
                  {shown.map((c) => (
                    <Checkbox
                      key={c.value}
                      label={c.label}
                      checked={current.includes(c.value)}
                      onChange={() => pick(c.value)}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              {big && (
                <Group justify="space-between" gap="xs">
                  <Button
                    size="xs"
                    variant="subtle"
                    onClick={() => setDraft([...new Set([...draft, ...shown.map((c) => c.value)])])}
                  >
                    {ctx.t('Select all')}
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => setDraft([])}>
                    {ctx.t('Clear all')}
                  </Button>
                  <Button
                    size="xs"
                    onClick={() => {
                      emit(draft);
                      setOpen(false);
                    }}
                  >
                    {ctx.t('Apply')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        )}
      </div>
    </Input.Wrapper>
  );
}

export const multiSelectWidget: WidgetEntry = {
  name: 'multiselect',
  tester: bestOf(
    rankWith(RANK.EXPLICIT, hasWidget('multiselect')),
    rankWith(RANK.FORMAT, isMultiChoiceControl),
  ),
  component: memoWidget(MultiSelectWidget),
};
