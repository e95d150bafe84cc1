// @vitest-environment jsdom
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWidget } from '../helpers/renderWidget';
import { dateWidget } from '../../../../engine/widgets/DateWidget';
import { dateRangeWidget } from '../../../../engine/widgets/DateRangeWidget';
import { colorWidget } from '../../../../engine/widgets/ColorWidget';
import { fileWidget } from '../../../../engine/widgets/FileWidget';

const alerts: Array<{ message: string; variant?: string }> = [];
vi.mock('../../../../engine/feedback/alerts', () => ({ showAlert: (a: { message: string; variant?: string }) => alerts.push(a) }));

const uploads: Array<(r: { url?: string; error?: string }) => void> = [];
vi.mock('../../../../engine/widgets/input/upload', async (orig) => ({
  ...(await orig<typeof import('../../../../engine/widgets/input/upload')>()),
  uploadFile: (_url: string, _file: File, onProgress: (p: number) => void) =>
    new Promise((resolve) => {
      onProgress(50);
      uploads.push(resolve);
    }),
}));

beforeEach(() => {
  alerts.length = 0;
  uploads.length = 0;
});

describe('date widgets', () => {
  it("date: shows 'MMM DD, YYYY' for a stored YYYY-MM-DD", () => {
    renderWidget(dateWidget, { value: '2024-03-05', schema: { type: 'string', format: 'date' } });
    expect(screen.getByRole('button', { name: /Field/ }).textContent).toBe('Mar 05, 2024');
  });

  it("date range: start - end with ' - ' and the ten presets", async () => {
    renderWidget(dateRangeWidget, { value: ['2024-03-01', '2024-03-05'], schema: { type: 'array', items: { type: 'string' } } });
    const button = screen.getByRole('button', { name: /Field/ });
    expect(button.textContent).toBe('Mar 01, 2024 - Mar 05, 2024');
    fireEvent.click(button);
    for (const label of ['Today', 'Yesterday', 'Week to date', 'Last 7 days', 'Month to date', 'Last 30 days', 'This month', 'Quarter to date', 'Year to date', 'All time']) {
      expect(await screen.findByText(label)).toBeTruthy();
    }
  });
});

describe('colour presets', () => {
  it('offers the swatches', () => {
    renderWidget(colorWidget, { options: { presets: ['#ff0000', '#00ff00'] } });
    fireEvent.focus(screen.getByLabelText('Field'));
    expect(screen.getAllByRole('button', { name: /#ff0000|#00ff00/ }).length).toBeGreaterThanOrEqual(2);
  });
});

describe('file upload', () => {
  it('one progress bar per file, blocked while uploading, messages per spec', async () => {
    const { onChange, container } = renderWidget(fileWidget, { options: { uploadUrl: '/settings/profile_image/', multiple: true }, schema: { type: 'array', items: { type: 'string' } } });
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const files = [new File(['a'], 'a.png'), new File(['b'], 'b.png')];
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect((screen.getByRole('button', { name: /Choose file/ }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      uploads[0]({ url: '/media/a.png' });
      uploads[1]({ error: 'too large' });
    });
    expect(alerts.map((a) => a.message)).toEqual(['Error in file: "b.png" - too large', '1 file(s) upload failure.', '1 file(s) upload successfully.']);
    expect(onChange).toHaveBeenCalledWith(['/media/a.png']);
  });
});
