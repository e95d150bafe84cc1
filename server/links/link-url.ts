// The public address of a link: what the payer opens, what the QR code encodes and what the
// shortener points to. `ref` is a random token, so addresses cannot be guessed from ids.
import { randomBytes } from 'node:crypto';

export const newLinkRef = () => randomBytes(18).toString('base64url');

export const linkUrl = (publicUrl: string, ref: string) => `${publicUrl}/checkout/link/${ref}`;
