// The embed code of a button (POST buttons/{merchant}/design/{design}/compile/, spec 001 s.7) and
// the script it loads (GET /embed/button.js, outside /api/v2: host pages on any origin load it).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { formatAmount } from '../payments/money.ts';
import { APPEARANCE_RANGES, backgroundCss, checkAppearance, DEFAULT_APPEARANCE, type Appearance } from './appearance.ts';
import { buttonUrl } from './button-values.ts';
import type { ButtonRow } from './tables.ts';

/** The script with the appearance's defaults and ranges of its schema (it re-checks every value). */
function script(): Buffer {
  const text = readFileSync(new URL('./embed-script.js', import.meta.url), 'utf8');
  const placeholder = 'var A = __APPEARANCE__;';
  if (!text.includes(placeholder)) throw new Error(`embed-script.js lacks ${placeholder}`);
  return Buffer.from(text.replace(placeholder, `var A = ${JSON.stringify({ d: DEFAULT_APPEARANCE, r: APPEARANCE_RANGES })};`));
}
/** The script as served (the bench weighs this). */
export const EMBED_SCRIPT = script();
const ETAG = `"${createHash('sha256').update(EMBED_SCRIPT).digest('hex').slice(0, 16)}"`;
export const EMBED_SCRIPT_PATH = '/embed/button.js';

/** The text a button shows: its text, its amount, or both (spec 001 s.2 "text and amount content"). */
export function buttonLabel(a: Appearance, amount: string | null, currency: string): string {
  const money = amount === null ? '' : `${amount} ${currency}`;
  if (a.content === 'text' || money === '') return a.text;
  return a.content === 'amount' ? money : `${a.text} ${money}`.trim();
}

const ATTR_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attr = (text: string) => text.replace(/[&<>"']/g, (c) => ATTR_ESCAPES[c]);

/** The HTML a merchant pastes into a page: the button's element, then the script. */
export function embedCode(publicUrl: string, row: ButtonRow, override?: unknown) {
  const a = checkAppearance(override ?? {}, { ...DEFAULT_APPEARANCE, ...(row.settings.appearance as Partial<Appearance>) });
  const amount = row.amount === null ? null : formatAmount(Number(row.amount));
  const config = {
    w: a.width, h: a.height, b: a.border_width, r: a.radius, f: a.font_size, m: a.brand,
    t: buttonLabel(a, amount, row.currency), bg: backgroundCss(a), fg: a.text_color, bc: a.border_color,
  };
  const source = `<div data-portal-button="${row.alias}" data-config="${attr(JSON.stringify(config))}"></div>\n`
    + `<script async src="${attr(publicUrl + EMBED_SCRIPT_PATH)}"></script>`;
  return { source_code: source, button_url: buttonUrl(publicUrl, row.alias) };
}

export function embedScriptRoute(app: FastifyInstance): void {
  app.get(EMBED_SCRIPT_PATH, async (request, reply) => {
    // Host pages on other origins load it: allow that (helmet's default is same-origin only).
    reply.header('cross-origin-resource-policy', 'cross-origin')
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('etag', ETAG);
    if (request.headers['if-none-match'] === ETAG) return reply.code(304).send();
    return reply.send(EMBED_SCRIPT);
  });
}
