// Random identifiers and their stored form: only a SHA-256 hash of a secret reaches the database.
import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random value, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
