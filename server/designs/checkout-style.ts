// What a design (its stored configuration, schemas/forms/design_configuration.json) makes of the
// hosted checkout page: colours, radius, theme, preset, layout, logo, the per-language messages and
// the e-mail / pay-button-amount switches. Every value is checked here, before it reaches the page's
// CSS, HTML or CSP: anything missing or malformed keeps the default, so a design cannot inject rules,
// markup or a script URL. Messages stay merchant text (the page escapes them).
import type { DesignConfiguration } from './tables.ts';

export type CheckoutMessages = { language: string; title: string | null; description: string | null; payButton: string | null };

export type CheckoutStyle = {
  accent: string;
  radius: number;
  theme: 'light' | 'dark';
  preset: 'solid' | 'gradient';
  layout: 'default' | 'plain';
  /** An absolute http(s) URL whose host fits a CSP source (the page allows exactly its origin). */
  logoUrl: string | null;
  messages: CheckoutMessages | null;
  showEmail: boolean;
  showPayButtonAmount: boolean;
};

export const DEFAULT_STYLE: CheckoutStyle = {
  accent: '#2f4ac0', radius: 8, theme: 'light', preset: 'solid', layout: 'default', logoUrl: null, messages: null, showEmail: true, showPayButtonAmount: true,
};

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const LANGUAGE = /^[a-z]{2}$/;
// CSP host-source characters only (no IPv6 literal, no '_' or ';' that URL parsing lets through).
const HOST = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$/;
// The form's own limits (design_configuration.json): longer text is not shown.
const MESSAGE_MAX = { title: 200, description: 1024, pay_button: 100 } as const;

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** An absolute http(s) URL with a plain host name, else null (javascript:, data:, relative, odd hosts). */
export function logoUrlOf(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && HOST.test(url.hostname) && !url.username && !url.password ? url.href : null;
}

function text(messages: Record<string, unknown>, key: keyof typeof MESSAGE_MAX): string | null {
  const value = messages[key];
  return typeof value === 'string' && value.trim() !== '' && value.length <= MESSAGE_MAX[key] ? value : null;
}

/** The messages in the checkout language, else in the design's first language, else none (the page's English). */
function messagesOf(raw: unknown, language: string | null): CheckoutMessages | null {
  const all = record(raw);
  const languages = Object.keys(all).filter((l) => LANGUAGE.test(l) && Object.keys(record(all[l])).length > 0);
  const chosen = language !== null && languages.includes(language) ? language : languages[0];
  if (chosen === undefined) return null;
  const messages = record(all[chosen]);
  return { language: chosen, title: text(messages, 'title'), description: text(messages, 'description'), payButton: text(messages, 'pay_button') };
}

/** The checkout style of a design's stored configuration, for a payable in `language` (if it has one). */
export function checkoutStyleOf(configuration: DesignConfiguration | null | undefined, language: string | null = null): CheckoutStyle {
  const css = record(configuration?.css_variable);
  const options = record(configuration?.options);
  const theme = record(options.theme);
  const radius = Number(css.border_radius);
  return {
    accent: typeof css.main === 'string' && COLOUR.test(css.main) ? css.main : DEFAULT_STYLE.accent,
    radius: Number.isInteger(radius) && radius >= 0 && radius <= 40 ? radius : DEFAULT_STYLE.radius,
    theme: theme.type === 'dark' ? 'dark' : 'light',
    preset: theme.preset === 'gradient' ? 'gradient' : 'solid',
    layout: options.layout === 'plain' ? 'plain' : 'default',
    logoUrl: logoUrlOf(options.logo_url),
    messages: messagesOf(configuration?.messages, language),
    showEmail: options.show_email !== false,
    showPayButtonAmount: options.show_pay_button_amount !== false,
  };
}
