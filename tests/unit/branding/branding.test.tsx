// @vitest-environment jsdom
// The branding pages (screens/branding): the icon set of schemas/icons.json as downloadable SVGs,
// and the badges of schemas/branding.json in each theme with SVG download and a copyable snippet
// ('Copied to clipboard' / 'Copy error', spec 000 section 8).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import enBranding from '../../../src/i18n/locales/en/branding.json';
import icons from '../../../schemas/icons.json';
import branding from '../../../schemas/branding.json';
import Icons from '../../../screens/branding/Icons';
import BrandPage from '../../../screens/branding/Page';
import { badgeSvg } from '../../../screens/branding/svg';
import { renderUi } from '../engine/helpers/render';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { branding: enBranding } }, defaultNS: 'branding', keySeparator: false, nsSeparator: false });
});

const decode = (href: string | null) => decodeURIComponent(href!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
const alerts = () => notificationsStore.getState().notifications.map((n) => `${n.color}:${String(n.message)}`);

describe('branding icons', () => {
  it('offers every icon of the set as an SVG file of its own path', () => {
    renderUi(<Icons title="Branding icons" />);
    const set = screen.getByTestId('icon-set');
    const names = Object.keys(icons) as Array<keyof typeof icons>;
    expect(within(set).getAllByRole('listitem')).toHaveLength(names.length);
    for (const name of names) {
      const link = within(set).getByRole('link', { name: `${name}.svg` });
      expect(link.getAttribute('download')).toBe(`${name}.svg`);
      const svg = decode(link.getAttribute('href'));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain(`<path d="${icons[name]}"/>`);
    }
  });
});

describe('brand page', () => {
  it('shows each badge in each theme with an SVG download and its snippet', () => {
    renderUi(<BrandPage title="Branding page" />);
    for (const badge of branding.badges) {
      for (const theme of Object.keys(branding.themes) as Array<keyof typeof branding.themes>) {
        const card = screen.getByTestId(`badge-${badge.id}-${theme}`);
        const label = `${badge.text} ${branding.provider}`;
        expect(within(card).getByRole('img', { name: label })).toBeTruthy();
        const svgLink = within(card).getByRole('link', { name: 'Download SVG' });
        expect(svgLink.getAttribute('download')).toBe(`${badge.id}-${theme}.svg`);
        const svg = decode(svgLink.getAttribute('href'));
        expect(svg).toBe(badgeSvg(badge, theme, badge.text));
        expect(svg).toContain(`fill="${branding.themes[theme].background}"`);
        const snippet = (within(card).getByRole('textbox', { name: 'HTML snippet' }) as HTMLTextAreaElement).value;
        expect(snippet).toMatch(new RegExp(`^<img src="data:image/svg\\+xml;charset=utf-8,[^"]+" width="${badge.width}" height="${badge.height}" alt="${label}">$`));
      }
    }
  });

  it('escapes text in the SVG', () => {
    expect(badgeSvg(branding.badges[0]!, 'light', 'Pay <here> & "now"')).toContain('Pay &#60;here&#62; &#38; &#34;now&#34;');
  });

  it('copies the snippet: Copied to clipboard, or Copy error when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderUi(<BrandPage title="Branding page" />);
    const card = screen.getByTestId('badge-we-accept-dark');
    const snippet = (within(card).getByRole('textbox', { name: 'HTML snippet' }) as HTMLTextAreaElement).value;
    await user.click(within(card).getByRole('button', { name: 'Copy snippet' }));
    expect(writeText).toHaveBeenCalledWith(snippet);
    await waitFor(() => expect(alerts()).toContain('green:Copied to clipboard'));
    await user.click(within(card).getByRole('button', { name: 'Copy snippet' }));
    await waitFor(() => expect(alerts()).toContain('red:Copy error'));
  });
});
