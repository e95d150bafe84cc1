// @vitest-environment jsdom
// Ways into My Businesses from the merchant settings: the basic tab shows the company profile as a
// link (engine ui:field "link"), and the merchant list's company name links to its profile.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../engine/helpers/render';
import { SchemaForm } from '../../../engine/form/SchemaForm';
import { Cell } from '../../../engine/list/cells/Cell';
import merchantList from '../../../schemas/lists/merchant_list.json';
import type { ColumnDef } from '../../../engine/core/list/types';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: () => undefined }));

const basic = { merchant_id: 'M1', name_en: 'Kyiv Books', url: 'https://books.example' };

describe('company links', () => {
  it('basic tab: the company profile is a link to /settings/companies/info/{id}/basic', async () => {
    renderUi(<SchemaForm formId="merchant_basic" submit={vi.fn()} initialData={{ ...basic, company_profile: { id: 3, company_name: 'Books LLC' } }} />);
    const link = await screen.findByRole('link', { name: 'Books LLC' });
    expect(link.getAttribute('href')).toBe('/settings/companies/info/3/basic');
    expect(screen.getByTestId('link-field-company_profile').textContent).toContain('Company profile');
  });

  it('basic tab: a merchant with no company profile shows the name without a link', async () => {
    renderUi(<SchemaForm formId="merchant_basic" submit={vi.fn()} initialData={{ ...basic, company_profile: { id: null, company_name: 'Books LLC' } }} />);
    const field = await screen.findByTestId('link-field-company_profile');
    expect(field.textContent).toContain('Books LLC');
    expect(screen.queryByRole('link', { name: 'Books LLC' })).toBeNull();
  });

  it('merchant list: the company name links to its profile; without a profile id it is plain text', () => {
    const column = (merchantList.columns as ColumnDef[]).find((c) => c.field === 'company_name')!;
    renderUi(<Cell column={column} row={{ id: 1, company_name: 'Books LLC', company_profile_id: 3 }} />);
    expect(screen.getByRole('link', { name: 'Books LLC' }).getAttribute('href')).toBe('/settings/companies/info/3/basic');
    renderUi(<Cell column={column} row={{ id: 2, company_name: 'Solo', company_profile_id: null }} />);
    expect(screen.getByText('Solo').closest('a')).toBeNull();
  });
});
