// @vitest-environment jsdom
// `ui:help` is shown once, by the field template (rjsf's help slot), translated; a schema
// `description` stays the input's own description.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from './helpers/render';
import { SchemaForm } from '../../../engine/form/SchemaForm';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

describe('ui:help', () => {
  it('appears once, under the field (the template help, id <field>__help)', async () => {
    renderUi(<SchemaForm formId="payment_capture" submit={vi.fn()} />);
    const help = await screen.findAllByText('Full capture takes the whole authorised amount');
    expect(help).toHaveLength(1);
    expect(help[0].closest('[id]')?.id).toBe('root_amount__help');
  });
});
