// The look of the checkout page: the default, or the accent colour, corner radius and theme of the
// payable's design. Designs come later (issue 12, designs); until their table exists every page has
// the default. Values are checked before they reach CSS, so a design cannot inject rules.
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

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
  const { rows: [table] } = await sql<{ name: string | null }>`select to_regclass('designs')::text as name`.execute(db);
  if (!table?.name) return DEFAULT_STYLE;
  const { rows: [design] } = await sql<{ configuration: DesignConfiguration | null }>`select configuration from designs where id = ${designId}`.execute(db);
  return styleOf(design?.configuration);
}
