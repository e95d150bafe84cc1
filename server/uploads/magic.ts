import { crc32 } from 'node:zlib';

// File type by content (magic bytes), never by name or the client's Content-Type.
export type FileKind = 'png' | 'jpeg' | 'pdf' | 'zip' | 'ole' | 'pem' | 'der';

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  zip: 'application/zip', // docx, xlsx, odt
  ole: 'application/msword', // doc, xls
  pem: 'application/x-pem-file',
  der: 'application/pkix-cert', // DER: X.509 certificate, PKCS#12 or PKCS#8 key
};

const starts = (data: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);

export function detectKind(data: Uint8Array): FileKind | null {
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (starts(data, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (starts(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  const head = Buffer.from(data.subarray(0, 64)).toString('latin1').trimStart();
  if (head.startsWith('-----BEGIN ')) return 'pem';
  // DER SEQUENCE with a long-form length (every certificate, key and PKCS#12 container).
  if (data[0] === 0x30 && (data[1] === 0x82 || data[1] === 0x83)) return 'der';
  return null;
}

const PNG_IEND = Buffer.from('0000000049454e44ae426082', 'hex');

/**
 * Width and height of a whole PNG or JPEG, read from its header (PNG IHDR with a valid CRC, JPEG
 * SOFn), or null when the file is not one, is cut short (no PNG IEND, no JPEG EOI) or is damaged.
 * `headerOnly`: the end is not checked (phone cameras append a motion clip or maker data after it).
 */
export function imageSize(data: Uint8Array, headerOnly = false): { width: number; height: number } | null {
  const buf = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const kind = detectKind(data);
  if (kind === 'png') {
    // Signature, IHDR length 13, type, 13 bytes of data, CRC over type and data.
    if (buf.length < 33 + PNG_IEND.length || buf.readUInt32BE(8) !== 13 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
    if (crc32(buf.subarray(12, 29)) !== buf.readUInt32BE(29)) return null;
    if (!headerOnly && !buf.subarray(buf.length - PNG_IEND.length).equals(PNG_IEND)) return null;
    const size = { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    return size.width > 0 && size.height > 0 ? size : null;
  }
  if (kind === 'jpeg') {
    if (!headerOnly && (buf[buf.length - 2] !== 0xff || buf[buf.length - 1] !== 0xd9)) return null;
    let i = 2;
    while (i + 9 < buf.length) {
      if (buf[i] !== 0xff) return null;
      const marker = buf[i + 1];
      if (marker === 0xff) { i += 1; continue; } // fill byte
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { i += 2; continue; }
      const len = buf.readUInt16BE(i + 2);
      // SOF0-SOF15 except DHT (c4), JPG (c8), DAC (cc)
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        const size = { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
        return size.width > 0 && size.height > 0 ? size : null;
      }
      if (len < 2) return null;
      i += 2 + len;
    }
  }
  return null;
}
