// ZIP containers for upload tests, built in memory: whole documents, and bombs (an entry that
// inflates far beyond its packed size, a header that under-declares it, entries sharing one packed
// stream). Entries are deflated with node:zlib in 1 MiB chunks, so a 256 MiB entry never exists
// in memory unpacked.
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; packed: Buffer; size: number; crc: number; method?: 0 | 8 };

/** An entry of `text`, deflated. */
export function textEntry(name: string, text: string): ZipEntry {
  const raw = Buffer.from(text);
  return { name, packed: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
}

/** An entry of `mib` MiB of zeros, deflated chunk by chunk (about 1 KiB packed per MiB). */
export async function zerosEntry(name: string, mib: number): Promise<ZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let i = 0; i < mib; i++) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, packed: Buffer.concat(out), size: mib * 1024 * 1024, crc };
}

/**
 * A ZIP of the entries. `declare` overrides the size the headers claim for an entry (a lying
 * header); `shareFirst` adds that many central directory entries pointing at the first entry's
 * data (overlapping entries).
 */
export function zip(entries: ZipEntry[], opts: { declare?: Record<string, number>; shareFirst?: number } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const record = (e: ZipEntry, at: number, name: string) => {
    const size = opts.declare?.[e.name] ?? e.size;
    const n = Buffer.from(name);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(e.method ?? 8, 10);
    c.writeUInt32LE(e.crc >>> 0, 16);
    c.writeUInt32LE(e.packed.length, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(n.length, 28);
    c.writeUInt32LE(at, 42);
    central.push(c, n);
  };
  for (const e of entries) {
    const n = Buffer.from(e.name);
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0);
    l.writeUInt16LE(20, 4);
    l.writeUInt16LE(e.method ?? 8, 8);
    l.writeUInt32LE(e.crc >>> 0, 14);
    l.writeUInt32LE(e.packed.length, 18);
    l.writeUInt32LE(opts.declare?.[e.name] ?? e.size, 22);
    l.writeUInt16LE(n.length, 26);
    record(e, offset, e.name);
    locals.push(l, n, e.packed);
    offset += 30 + n.length + e.packed.length;
  }
  for (let i = 0; i < (opts.shareFirst ?? 0); i++) record(entries[0], 0, `copy${i}.xml`);
  const cd = Buffer.concat(central);
  const count = entries.length + (opts.shareFirst ?? 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A small whole DOCX-like package. */
export const docx = () => zip([
  textEntry('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
  textEntry('word/document.xml', `<w:document><w:body>${'<w:p><w:r><w:t>Certificate of registration</w:t></w:r></w:p>'.repeat(200)}</w:body></w:document>`),
]);
