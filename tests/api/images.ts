// Structurally whole images for upload tests, `bytes` long: a PNG (signature, IHDR with its CRC, a
// private padding chunk, IEND) or a baseline JPEG (SOI, padding APP1, SOF0, EOI). The server reads
// only their headers and ends, so the pixel data need not be real.
import { crc32 } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

export function png(width: number, height: number, bytes = 2000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(6, 9);
  const fixed = 8 + 25 + 12 + 12;
  if (bytes < fixed) throw new Error(`a PNG needs at least ${fixed} bytes`);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('paDd', Buffer.alloc(bytes - fixed, 0x41)), chunk('IEND', Buffer.alloc(0))]);
}

export function jpeg(width: number, height: number, bytes = 2000): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const fixed = 2 + 4 + sof.length + 2;
  if (bytes < fixed) throw new Error(`a JPEG needs at least ${fixed} bytes`);
  const app1 = Buffer.alloc(4 + bytes - fixed, 0x20);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(app1.length - 2, 2);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.from([0xff, 0xd9])]);
}
