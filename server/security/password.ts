// Password hashing with scrypt at OWASP parameters (N=2^17, r=8, p=1; 128 MiB per hash).
// The parameters are stored in the hash so they can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { busy } from '../http/errors.ts';

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;

/**
 * Hashes at once per process: one per core (each takes a core and 128 MiB). Up to 4 per slot wait
 * their turn; beyond that the call answers 503 at once rather than queueing minutes of work
 * (docs/decisions.md, 'Password hashing load').
 */
export const HASH_SLOTS = Math.max(1, availableParallelism());
export const HASH_QUEUE = 4 * HASH_SLOTS;
let running = 0;
const waiting: Array<() => void> = [];

async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) {
    if (waiting.length >= HASH_QUEUE) throw busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays), or is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that.
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return inSlot(() => new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key))),
  ));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

// Hash of a random password: verifying against it costs the same time as a real check,
// so a login for an unknown e-mail is not faster than one with a wrong password.
const decoy = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
