// The known-device cookie (docs/decisions.md 'Sign-in throttling'; NIST 800-63B: limit guesses without
// letting others lock the owner out). Every completed sign-in sets it for that account; a later sign-in
// to the account from this browser is then counted on this device's own counter, whatever failures
// other devices caused. Each entry is `user id.device id.expiry.HMAC(SECRET_KEY)`: it cannot be made
// or moved to another account without the key, and a browser keeps the entries of its last few accounts.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';

export const DEVICE_COOKIE = 'known_device';
const DEVICE_DAYS = 365;
const ACCOUNTS_PER_BROWSER = 5;
// Sent only with the account calls (sign-in, two-step code, registration, invitation).
const COOKIE_PATH = '/api/v2/account/';

type Entry = { userId: number; deviceId: string; expires: number };

const sign = (secret: string, { userId, deviceId, expires }: Entry) =>
  createHmac('sha256', secret).update(`known-device.${userId}.${deviceId}.${expires}`).digest('base64url');

/** The cookie's entries that carry a valid signature and have not expired. */
function entries(request: FastifyRequest, secret: string): Entry[] {
  const now = Math.floor(Date.now() / 1000);
  return (request.cookies[DEVICE_COOKIE] ?? '').split('~').flatMap((text) => {
    const [user, deviceId, expiry, mac = ''] = text.split('.');
    const entry = { userId: Number(user), deviceId, expires: parseInt(expiry, 36) };
    if (!/^[1-9]\d*$/.test(user ?? '') || !deviceId || !(entry.expires > now)) return [];
    const expected = Buffer.from(sign(secret, entry));
    const actual = Buffer.from(mac);
    return actual.length === expected.length && timingSafeEqual(actual, expected) ? [entry] : [];
  });
}

/** This browser's device id for the user, when it signed in to that account before; else null. */
export function knownDevice(request: FastifyRequest, secret: string, userId: number): string | null {
  return entries(request, secret).find((e) => e.userId === userId)?.deviceId ?? null;
}

/** On a completed sign-in: (re)news the user's entry for another year, keeping its device id. */
export function rememberDevice(ctx: Pick<AppContext, 'secretKey' | 'publicUrl'>, request: FastifyRequest, reply: FastifyReply, userId: number): void {
  const all = entries(request, ctx.secretKey);
  const deviceId = all.find((e) => e.userId === userId)?.deviceId ?? randomBytes(16).toString('base64url');
  const entry = { userId, deviceId, expires: Math.floor(Date.now() / 1000) + DEVICE_DAYS * 86_400 };
  const kept = [entry, ...all.filter((e) => e.userId !== userId)].slice(0, ACCOUNTS_PER_BROWSER);
  const value = kept.map((e) => `${e.userId}.${e.deviceId}.${e.expires.toString(36)}.${sign(ctx.secretKey, e)}`).join('~');
  reply.setCookie(DEVICE_COOKIE, value, {
    path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: ctx.publicUrl.startsWith('https:'), maxAge: DEVICE_DAYS * 86_400,
  });
}
