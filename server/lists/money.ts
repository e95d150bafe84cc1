// Money travels as decimal strings ("12.50") and is stored as integer minor units (2 decimals).
const AMOUNT = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

export function toMinor(text: string): number | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -minor : minor;
}

export function fromMinor(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
