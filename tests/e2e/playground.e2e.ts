// The schema playground (issue 9, must-show 7) in a production build: the demo owner (schema_editor)
// edits the payments list as JSON and the live list follows; a broken draft shows its issue by
// pointer and keeps the last render; the schema file on disk never changes; the viewer gets 403.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setupE2E } from './browser';
import { DEMO, VIEWER, newPage, pathOf, signInQuickly, waitForListRows, waitForPath } from './steps';

const FILE = 'schemas/lists/payments.json';
const onDisk = () => readFileSync(new URL(`../../${FILE}`, import.meta.url), 'utf8');

const session = setupE2E();

/** A label with its Ukrainian translation already in the list's namespace (the check asks for one). */
const RELABELLED = 'Internal order ID';
const editor = (page: Page) => page.getByRole('textbox', { name: `JSON of ${FILE}` });
const issues = (page: Page) => page.getByTestId('playground-issue');

describe('schema playground', () => {
  it('re-renders the payments list from the edited JSON and keeps the last render for a broken draft', async () => {
    const { page } = session;
    const before = onDisk();
    await signInQuickly(page, DEMO);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Schema playground' }).click();
    await waitForPath(page, '/dev/playground');

    await page.getByRole('combobox', { name: 'Schema file' }).selectOption(FILE);
    await waitForListRows(page);
    await page.getByText('No issues', { exact: true }).waitFor();

    // Relabel a column: the live list's header reads the draft's label (the list file decides labels,
    // issue 9 must-show 1, whatever columns the demo owner chose in Configure report in other tests).
    const list = JSON.parse(await editor(page).inputValue()) as { columns: Array<Record<string, unknown>> };
    list.columns.find((c) => c.field === 'order_id')!.label = RELABELLED;
    await editor(page).fill(JSON.stringify(list, null, 2));
    await page.getByRole('columnheader', { name: RELABELLED, exact: true }).waitFor();

    // A meta-schema error: the issue names its pointer, the list stays as last rendered.
    list.columns[2].format = 'bold';
    const broken = JSON.stringify(list, null, 2);
    await editor(page).fill(broken);
    const issue = issues(page).filter({ hasText: `${FILE}#/columns/2/format:` });
    await issue.waitFor();
    await page.getByText('The draft has errors: the last draft without errors is shown.').waitFor();
    expect(await page.getByRole('columnheader', { name: RELABELLED, exact: true }).isVisible()).toBe(true);

    // The issue moves the caret to its line.
    await issue.getByRole('button').click();
    const line = broken.split('\n').findIndex((l) => l.includes('"bold"')) + 1;
    await page.getByText(new RegExp(`^Line ${line}, column \\d+$`)).waitFor();

    // A JSON syntax error names line and column.
    await editor(page).fill('{\n  "id": "payments",\n}');
    await issues(page).filter({ hasText: /invalid JSON/ }).waitFor();
    expect(await issues(page).first().getByRole('button').getAttribute('title')).toBe('Line 3, column 1');
    expect(await page.getByRole('columnheader', { name: RELABELLED, exact: true }).isVisible()).toBe(true);

    // The draft stays in this browser across a reload; Reset brings back the file; the file never changed.
    await page.reload();
    expect(await editor(page).inputValue()).toBe('{\n  "id": "payments",\n}');
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await editor(page).inputValue()).toBe(before);
    await page.getByText('No issues', { exact: true }).waitFor();
    expect(onDisk()).toBe(before);
  });

  it('renders a tab group and a form from their drafts', async () => {
    const page = await newPage(session.browser);
    await signInQuickly(page, DEMO, '/dev/playground');
    const preview = page.getByRole('region', { name: 'Preview' });
    await page.getByRole('combobox', { name: 'Schema file' }).selectOption('schemas/tabs/transactions_payments.json');
    const tabs = page.getByRole('textbox', { name: 'JSON of schemas/tabs/transactions_payments.json' });
    await preview.getByRole('tab', { name: 'All' }).waitFor();
    const group = JSON.parse(await tabs.inputValue()) as { tabs: unknown[] };
    group.tabs.unshift(group.tabs.pop());
    await tabs.fill(JSON.stringify(group, null, 2));
    await expect.poll(() => preview.getByRole('tab').first().textContent()).toBe('Fraud');

    await page.getByRole('combobox', { name: 'Schema file' }).selectOption('schemas/forms/feedback.json');
    const form = page.getByRole('textbox', { name: 'JSON of schemas/forms/feedback.json' });
    await preview.getByRole('button', { name: 'Send' }).waitFor();
    const labels = () => preview.locator('label').allTextContents();
    expect((await labels()).join('|')).toMatch(/Message.*\|.*Rating/);
    const feedback = JSON.parse(await form.inputValue()) as { uiSchema: Record<string, unknown> };
    feedback.uiSchema['ui:order'] = ['rating', 'message'];
    await form.fill(JSON.stringify(feedback, null, 2));
    await expect.poll(async () => (await labels()).join('|')).toMatch(/Rating.*\|.*Message/);
    await page.context().close();
  });

  it('gives the viewer, who lacks the privilege, the 403 page and no menu link', async () => {
    const page = await newPage(session.browser);
    await signInQuickly(page, VIEWER);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Schema playground' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/dev/playground');
    await page.getByRole('heading', { name: 'Error', level: 1 }).waitFor();
    await page.getByText('Permission denied', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/error/403');
    await page.context().close();
  });
});
