// SchemaForm loaded when a form first shows: a page whose forms open in modals or in a tab (lists,
// tab groups, records) does not load rjsf, the widgets and the form files with its first rows.
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { SchemaForm, SchemaFormProps } from './SchemaForm';

// lazy() drops SchemaForm's type parameter; the component is the same.
const Form = lazy(() => import('./SchemaForm').then((m) => ({ default: m.SchemaForm }))) as unknown as typeof SchemaForm;

export function LazySchemaForm<F extends string>(props: SchemaFormProps<F>) {
  return (
    <Suspense fallback={<Loader size="sm" data-testid="schema-form-loading" />}>
      <Form {...props} />
    </Suspense>
  );
}
