// What the hosted checkout needs of a design to style itself (issue 12): the merchant's chosen
// design's colours, radius, theme, layout, logo and messages. Deleted or unknown designs: null.
import type { Db } from '../db/connect.ts';
import { designsDb } from './tables.ts';

export type DesignStyle = {
  /** CSS custom properties, e.g. { '--main': '#2F6FED', '--radius': '8px' }. */
  cssVariables: Record<string, string>;
  theme: 'light' | 'dark';
  preset: 'solid' | 'gradient';
  layout: 'default' | 'plain';
  /** https URL of the merchant's logo, or null. */
  logoUrl: string | null;
  /** Per language: title, description, pay_button (merchant text: render as text). */
  messages: Record<string, Record<string, string>>;
  showEmail: boolean;
  showPayButtonAmount: boolean;
};

type Stored = {
  options?: { theme?: { type?: string; preset?: string }; layout?: string; logo_url?: string; show_email?: boolean; show_pay_button_amount?: boolean };
  messages?: Record<string, Record<string, string>>;
  css_variable?: { border_radius?: number; main?: string };
};

export async function designStyle(db: Db, designId: number): Promise<DesignStyle | null> {
  const row = await designsDb(db).selectFrom('designs').select('configuration')
    .where('id', '=', designId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!row) return null;
  const c = row.configuration as Stored;
  const o = c.options ?? {};
  const cssVariables: Record<string, string> = {};
  if (c.css_variable?.main) cssVariables['--main'] = c.css_variable.main;
  if (c.css_variable?.border_radius !== undefined) cssVariables['--radius'] = `${c.css_variable.border_radius}px`;
  return {
    cssVariables,
    theme: o.theme?.type === 'dark' ? 'dark' : 'light',
    preset: o.theme?.preset === 'gradient' ? 'gradient' : 'solid',
    layout: o.layout === 'plain' ? 'plain' : 'default',
    logoUrl: o.logo_url && /^https?:\/\//.test(o.logo_url) ? o.logo_url : null,
    messages: c.messages ?? {},
    showEmail: o.show_email !== false,
    showPayButtonAmount: o.show_pay_button_amount !== false,
  };
}
