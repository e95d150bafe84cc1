// Time-based one-time passwords (RFC 6238: SHA1, 6 digits, 30 s) with replay protection:
// each accepted time step is recorded per user in totp_used and refused the second time.
import * as OTPAuth from 'otpauth';
import type { Db } from '../db/connect.ts';

const PERIOD = 30;
const ISSUER = 'Merchant Portal';

function totp(secret: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The time step the code belongs to (window of one step either side), or null. */
export function matchStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  let delta: number | null;
  try {
    delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  } catch {
    return null; // malformed secret
  }
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** True when the code is valid and its time step was never used by this user before. */
export async function consumeTotp(db: Db, userId: number, secret: string, code: string): Promise<boolean> {
  const step = matchStep(secret, code);
  if (step === null) return false;
  const inserted = await db.insertInto('totp_used').values({ user_id: userId, step })
    .onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return inserted.numInsertedOrUpdatedRows === 1n;
}
