// The cashier's certificate (spec 001 s.3 "Cashbox": certificates yield pszSubjCN and TaxObjects),
// read with Node's X.509 parser (crypto.X509Certificate), PEM or DER. The subject's CN is the
// cashier; the tax objects (points of sale with their registrars) are the certificate extension
// TAX_OBJECTS_OID, a UTF8String holding base64 of a JSON array (docs/decisions.md, "Cash registers").
// A certificate without that extension yields one tax object from its subject (O, serialNumber).
import { X509Certificate } from 'node:crypto';
import type { TaxObject } from '../fiscal/tables.ts';

export const TAX_OBJECTS_OID = '1.3.6.1.4.1.59999.1.1';

export type CertInfo = { pszSubjCN: string; TaxObjects: TaxObject[]; validTo: Date; pem: string; fingerprint: string };

export class CertificateError extends Error {}

function oidBytes(oid: string): Buffer {
  const parts = oid.split('.').map(Number);
  const out = [parts[0] * 40 + parts[1]];
  for (const n of parts.slice(2)) {
    const chunk = [n & 0x7f];
    for (let v = n >>> 7; v > 0; v >>>= 7) chunk.unshift((v & 0x7f) | 0x80);
    out.push(...chunk);
  }
  return Buffer.from([0x06, out.length, ...out]);
}

/** A DER element at `at`: its tag, content start and end (short and long lengths). */
function element(der: Buffer, at: number): { tag: number; start: number; end: number } {
  const tag = der[at];
  let len = der[at + 1];
  let start = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n < 1 || n > 3) throw new CertificateError('bad length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + der[start + i];
    start += n;
  }
  if (start + len > der.length) throw new CertificateError('bad length');
  return { tag, start, end: start + len };
}

/** The extension's value: OID, optional critical BOOLEAN, OCTET STRING holding a UTF8String. */
function extensionText(der: Buffer, oid: string): string | null {
  const at = der.indexOf(oidBytes(oid));
  if (at < 0) return null;
  let next = at + oidBytes(oid).length;
  let e = element(der, next);
  if (e.tag === 0x01) {
    next = e.end;
    e = element(der, next);
  }
  if (e.tag !== 0x04) return null;
  const inner = element(der, e.start);
  return inner.tag === 0x0c ? der.subarray(inner.start, inner.end).toString('utf8') : null;
}

const text = (v: unknown, max = 300) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : '');

function taxObjectsFrom(encoded: string): TaxObject[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    throw new CertificateError('The tax objects of the certificate cannot be read');
  }
  if (!Array.isArray(parsed)) throw new CertificateError('The tax objects of the certificate cannot be read');
  return parsed.slice(0, 50).map((o: Record<string, unknown>) => ({
    TaxObjId: text(o?.TaxObjId), OrgName: text(o?.OrgName), Address: text(o?.Address), Tin: text(o?.Tin, 20), Ipn: text(o?.Ipn, 20),
    TransactionsRegistrars: (Array.isArray(o?.TransactionsRegistrars) ? o.TransactionsRegistrars : []).slice(0, 50)
      .map((r: Record<string, unknown>) => ({ Name: text(r?.Name), NumLocal: text(r?.NumLocal, 20), NumFiscal: text(r?.NumFiscal, 20) })),
  }));
}

/** The subject's attributes: `CN=...\nO=...` lines (Node's format). */
function subjectOf(cert: X509Certificate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of cert.subject.split('\n')) {
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}

/** Reads a certificate file; CertificateError with the reason when it is not a usable cashier certificate. */
export function readCertificate(data: Buffer | string, now = new Date()): CertInfo {
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(data);
  } catch {
    throw new CertificateError('The file is not an X.509 certificate');
  }
  const subject = subjectOf(cert);
  const cn = subject.CN?.trim();
  if (!cn) throw new CertificateError('The certificate has no subject common name (CN)');
  const validTo = new Date(cert.validTo);
  if (validTo.getTime() < now.getTime()) throw new CertificateError('The certificate has expired');
  if (new Date(cert.validFrom).getTime() > now.getTime()) throw new CertificateError('The certificate is not valid yet');
  let encoded: string | null;
  try {
    encoded = extensionText(cert.raw, TAX_OBJECTS_OID);
  } catch {
    throw new CertificateError('The tax objects of the certificate cannot be read');
  }
  const TaxObjects = encoded !== null ? taxObjectsFrom(encoded)
    : [{ TaxObjId: '1', OrgName: subject.O ?? '', Address: subject.L ?? '', Tin: subject.serialNumber ?? '', Ipn: '', TransactionsRegistrars: [] }];
  return { pszSubjCN: cn.slice(0, 300), TaxObjects, validTo, pem: cert.toString(), fingerprint: cert.fingerprint256 };
}
