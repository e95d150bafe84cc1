// Deployment settings of the formatters (spec 000 section 9): payment method images come from a
// configured CDN path as {name}.svg, IP values link to an external IP info service.
export interface FormatConfig {
  paymentMethodCdn: string;
  ipInfoUrl: string;
  /** IANA time zone of the merchant for deadlines; undefined: the browser's. */
  timeZone?: string;
}

const config: FormatConfig = {
  paymentMethodCdn: '/static/payment-methods/',
  ipInfoUrl: 'https://ipinfo.io/{ip}',
};

export function configureFormats(next: Partial<FormatConfig>): void {
  Object.assign(config, next);
}

export function paymentMethodImage(name: string): string {
  const base = config.paymentMethodCdn.endsWith('/')
    ? config.paymentMethodCdn
    : `${config.paymentMethodCdn}/`;
  return `${base}${encodeURIComponent(name.toLowerCase())}.svg`;
}

export function ipInfoLink(ip: string): string {
  return config.ipInfoUrl.replace('{ip}', encodeURIComponent(ip));
}

export function formatTimeZone(): string | undefined {
  return config.timeZone;
}
