// The look of the checkout page: the default, or the accent colour, corner radius and theme of the
// payable's design (server/designs/; a deleted or unknown design gives the default). Values are
// checked before they reach CSS, so a design cannot inject rules.
import type { Db } from '../db/connect.ts';
import { designsDb } from '../designs/tables.ts';

export type CheckoutStyle = { accent: string; radius: number; theme: 'light' | 'dark' };

export const DEFAULT_STYLE: CheckoutStyle = { accent: '#2f4ac0', radius: 8, theme: 'light' };

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

type DesignConfiguration = { css_variable?: { main?: unknown; border_radius?: unknown }; options?: { theme?: { type?: unknown } } };

/** The style of a design's configuration; anything missing or malformed keeps the default. */
export function styleOf(configuration: DesignConfiguration | null | undefined): CheckoutStyle {
  const main = configuration?.css_variable?.main;
  const radius = Number(configuration?.css_variable?.border_radius);
  return {
    accent: typeof main === 'string' && COLOUR.test(main) ? main : DEFAULT_STYLE.accent,
    radius: Number.isInteger(radius) && radius >= 0 && radius <= 32 ? radius : DEFAULT_STYLE.radius,
    theme: configuration?.options?.theme?.type === 'dark' ? 'dark' : 'light',
  };
}

export async function checkoutStyle(db: Db, designId: number | null): Promise<CheckoutStyle> {
  if (designId === null) return DEFAULT_STYLE;
  const design = await designsDb(db).selectFrom('designs').select('configuration')
    .where('id', '=', designId).where('deleted_at', 'is', null).executeTakeFirst();
  return styleOf(design?.configuration);
}
