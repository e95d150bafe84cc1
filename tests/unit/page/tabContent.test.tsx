// @vitest-environment jsdom
// Tab contents of the company profile (schemas/tabs/company_profile.json): read-only by the
// record's can_edit, download links of the uploaded documents in their rows, and the stored files of the row an
// edit form is opened for (links and Delete with the page's and the row's path parameters).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listOf, renderPage, type Answer, type Sent } from './harness';

vi.mock('../../../engine/page/pageMerchant', async (importOriginal) => ({ ...(await importOriginal<object>()), usePageMerchant: () => undefined }));
const alerts: string[] = [];
vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: ({ message }: { message: string }) => alerts.push(message) }));
const { default: TabsPage } = await import('../../../engine/page/TabsPage');
const { pageFormSlot } = await import('../../../engine/page/PageFormSlot');

const COMPANY = { path: '/settings/companies/info/:company/:tab' };

function companyServer(canEdit: boolean) {
  return (req: Sent): Answer => {
    const path = req.url.split('?')[0];
    if (path === '/company_profile/4/') return { data: { company_name: 'Tbilisi Coffee LLC', can_edit: canEdit } };
    if (path === '/company_profile/4/basic/') return { data: { company: 'Tbilisi Coffee LLC', phone: '+995322123456', can_edit: canEdit } };
    if (path === '/company_profile/4/docs/')
      return { data: { groups: [], ...listOf([
        { row_key: '1-9', file_desc: 'Certificate of registration', status: 'uploaded', name: 'registration.pdf', download_url: '/api/v2/company_profile/4/docs/1/get/?id=9', can_delete: true },
        { row_key: '2-0', file_desc: 'Articles', status: 'missing', name: '', download_url: null, can_delete: false },
      ]) } };
    return { data: { fields: [] } };
  };
}

describe('tab contents', () => {
  it('shows the company caption, and its basic form disabled under the notice for a reader', async () => {
    renderPage(<TabsPage title="Company" schemaId="company_profile" />, { ...COMPANY, at: '/settings/companies/info/4/basic' }, companyServer(false));
    await waitFor(() => expect(screen.getByTestId('company-caption').textContent).toBe('Tbilisi Coffee LLC'));
    const box = await screen.findByTestId('read-only-company');
    expect(within(box).getByText('You can view this company but not change it.')).toBeTruthy();
    await within(box).findByTestId('schema-form-company_basic');
  });

  it('lists the documents and links the uploaded ones for download', async () => {
    renderPage(<TabsPage title="Company" schemaId="company_profile" />, { ...COMPANY, at: '/settings/companies/info/4/documents' }, companyServer(true));
    // The file's name in its row downloads it; a group without a file has no link.
    const link = await screen.findByRole('link', { name: 'registration.pdf' });
    expect(link.getAttribute('href')).toBe('/api/v2/company_profile/4/docs/1/get/?id=9');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/api/'))).toHaveLength(1);
    expect(screen.queryByTestId('downloads')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it("shows the stored files of the row being edited, and deletes one with the page's and the row's parameters", async () => {
    const Slot = pageFormSlot({ rowFillsForms: true, rowFiles: { endpoint: 'companies.individual', path: 'files', delete: 'companies.individualFileDelete' } });
    const sent = renderPage(<Slot formId="individual_director" values={{ row: { id: 12, given_name: 'Nino' } }} onDone={() => undefined} registerSubmit={() => undefined} />, { ...COMPANY, at: '/settings/companies/info/4/individuals' }, (req) => {
      if (req.url === '/company_profile/4/individuals/12/') return { data: { files: { passport_scan: [{ id: 3, name: 'passport.pdf', url: '/api/v2/x/3' }], proof_of_address: [] } } };
      return { data: { message: 'File delete success' } };
    });
    const files = await screen.findByTestId('individual-files');
    expect(within(files).getByRole('link', { name: 'passport.pdf' }).getAttribute('href')).toBe('/api/v2/x/3');
    fireEvent.click(within(files).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'POST')).toBe(true));
    const del = sent.find((r) => r.method === 'POST')!;
    expect(del.url).toBe('/company_profile/4/individuals/12/files/passport_scan/delete/');
    expect(del.body).toEqual({ file_id: 3 });
    await waitFor(() => expect(alerts).toContain('File delete success'));
  });
});
