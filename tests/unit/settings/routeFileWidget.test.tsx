// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { WidgetProps } from '@rjsf/utils';
import { renderUi } from '../engine/helpers/render';
import { routeFileWidget } from '../../../engine/widgets/RouteFileWidget';
import { imageCropWidget } from '../../../engine/widgets/ImageCropWidget';
import { WIDGETS } from '../../../engine/widgets/registry';

vi.mock('../../../engine/feedback/alerts', () => ({ showAlert: vi.fn() }));
const urls: string[] = [];
vi.mock('../../../engine/widgets/input/upload', async (orig) => ({
  ...(await orig<typeof import('../../../engine/widgets/input/upload')>()),
  uploadFile: (url: string) => {
    urls.push(url);
    return Promise.resolve({ url: 'stored' });
  },
}));

function props(options: Record<string, unknown>, onChange = vi.fn()): WidgetProps {
  return {
    id: 'root_f', name: 'f', label: 'Field', value: undefined, schema: { type: 'string' }, uiSchema: {}, options, required: false, disabled: false,
    readonly: false, autofocus: false, placeholder: '', onChange, onBlur: vi.fn(), onFocus: vi.fn(),
    registry: { formContext: { registerFlush: () => () => undefined, touch: vi.fn(), t: (s: string) => s } },
  } as unknown as WidgetProps;
}

describe('routeFile and imageCrop widgets', () => {
  it('are registered', () => {
    expect(WIDGETS.map((w) => w.name)).toEqual(expect.arrayContaining(['routeFile', 'imageCrop']));
  });

  it('routeFile uploads to the url with the route parameters filled', async () => {
    const Widget = routeFileWidget.component;
    const onChange = vi.fn();
    const { container } = renderUi(
      <Routes>
        <Route path="/settings/merchants/info/:merchant/:tab" element={<Widget {...props({ uploadUrl: '/merchant/{merchant}/settings/contract/upload/1/' }, onChange)} />} />
      </Routes>,
      { route: '/settings/merchants/info/42/contract' },
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['%PDF-'], 'c.pdf')] } });
    });
    expect(urls).toEqual(['/merchant/42/settings/contract/upload/1/']);
    expect(onChange).toHaveBeenCalledWith('stored');
  });

  it('imageCrop shows the stored logo as a preview within 280 x 100 and a file button for PNG/JPG', () => {
    const Widget = imageCropWidget.component;
    const p = { ...props({ uploadUrl: '/merchant/{merchant}/settings/customization/logo/', accept: 'image/png,image/jpeg', previewWidth: 280, previewHeight: 100 }), value: '/api/v2/logo.png' };
    const { container } = renderUi(
      <Widget {...(p as WidgetProps)} />,
    );
    const img = screen.getByTestId('image-crop-preview') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/api/v2/logo.png');
    expect((container.querySelector('input[type=file]') as HTMLInputElement).accept).toBe('image/png,image/jpeg');
  });
});
