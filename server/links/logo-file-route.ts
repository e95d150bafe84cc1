// The merchant's QR logo image itself (links.qrLogoFile, the address `qrLogo` answers, shown in an <img>).
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/connect.ts';
import { notFound } from '../http/errors.ts';
import { readLogo } from './qr-logo.ts';
import { linksDb } from './tables.ts';

export async function sendQrLogo(db: Db, merchantId: number, reply: FastifyReply) {
  const logo = await readLogo(linksDb(db), merchantId);
  if (!logo) throw notFound();
  return reply.header('content-type', logo.contentType).header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store').send(Buffer.from(logo.data));
}
