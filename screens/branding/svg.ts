// The SVG files of the branding pages, as text: the icon set of schemas/icons.json and the badges of
// schemas/branding.json. Pure string building (no DOM), so the same text is shown, downloaded and
// put in the HTML snippet.
import branding from '../../schemas/branding.json';
import icons from '../../schemas/icons.json';

export type IconKey = keyof typeof icons;
export type Badge = (typeof branding.badges)[number];
export type ThemeName = keyof typeof branding.themes;

export const ICONS = icons;
export const BRANDING = branding;
export const THEMES = Object.keys(branding.themes) as ThemeName[];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function iconSvg(name: IconKey, size = 24): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" ` +
    `stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><path d="${icons[name]}"/></svg>`
  );
}

/** A badge: the icon, `text` (already in the page's language) and the provider's name under it. */
export function badgeSvg(badge: Badge, themeName: ThemeName, text: string): string {
  const theme = branding.themes[themeName];
  const { width, height } = badge;
  const iconSize = Math.round(height * 0.5);
  const pad = Math.round((height - iconSize) / 2);
  const x = pad * 2 + iconSize;
  const label = `${text} ${branding.provider}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="10" fill="${theme.background}" stroke="${theme.border}" stroke-width="2"/>` +
    `<g transform="translate(${pad} ${pad}) scale(${iconSize / 24})" fill="none" stroke="${theme.accent}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><path d="${icons[branding.icon as IconKey]}"/></g>` +
    `<text x="${x}" y="${Math.round(height * 0.42)}" fill="${theme.text}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(height * 0.2)}">${escapeXml(text)}</text>` +
    `<text x="${x}" y="${Math.round(height * 0.74)}" fill="${theme.accent}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(height * 0.26)}" font-weight="700">${escapeXml(branding.provider)}</text>` +
    `</svg>`
  );
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The snippet a merchant pastes into its site: the badge as an image, nothing fetched from us. */
export function badgeSnippet(badge: Badge, themeName: ThemeName, text: string): string {
  const alt = escapeXml(`${text} ${branding.provider}`);
  return `<img src="${svgDataUrl(badgeSvg(badge, themeName, text))}" width="${badge.width}" height="${badge.height}" alt="${alt}">`;
}
