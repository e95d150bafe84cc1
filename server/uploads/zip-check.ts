// What a ZIP container (DOCX, XLSX, ODT) unpacks to, checked before it is stored: whoever opens it
// later (a back-office viewer, an indexer) must not meet a decompression bomb. The central
// directory's sizes are summed first (a bomb that admits its size costs nothing to refuse), then
// every entry is inflated, counting the bytes and keeping none, and must give exactly the size it
// declares: headers can lie, the inflated stream cannot. Inflation stops as soon as an entry passes
// its declared size, so a lying bomb costs no more than its claim; entries may not overlap, so no
// packed byte is inflated twice (a directory of many entries over one stream is refused).
import { createInflateRaw } from 'node:zlib';
import { sizeText } from './multipart.ts';

export const ZIP_LIMITS = { maxUnpackedBytes: 50 * 1024 * 1024, maxEntries: 5000 } as const;

export const ZIP_ERRORS = {
  tooLarge: `The file unpacks to more than ${sizeText(ZIP_LIMITS.maxUnpackedBytes)}.`,
  tooManyEntries: `The file packs more than ${ZIP_LIMITS.maxEntries} parts.`,
  damaged: 'The file is damaged or packed in a way that cannot be checked.',
} as const;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

type Entry = { method: number; flags: number; packed: number; size: number; local: number };

/** The central directory's entries and where it starts, or null when the archive is not one whole,
 * single-disk, non-ZIP64 ZIP. */
function directoryOf(buf: Buffer): { entries: Entry[]; directory: number } | null | 'too many' {
  // The end record (22 bytes and a comment of up to 64 KiB) is the last one whose comment fits the file.
  let end = -1;
  for (let p = buf.length - 22; p >= Math.max(0, buf.length - 22 - 0xffff); p--) {
    if (buf.readUInt32LE(p) === EOCD && p + 22 + buf.readUInt16LE(p + 20) <= buf.length) {
      end = p;
      break;
    }
  }
  if (end < 0) return null;
  const [disk, cdDisk, onDisk, total] = [4, 6, 8, 10].map((o) => buf.readUInt16LE(end + o));
  const cdSize = buf.readUInt32LE(end + 12);
  const cdStart = buf.readUInt32LE(end + 16);
  // ZIP64 (0xffff / 0xffffffff markers) is only needed past 4 GiB or 65535 entries: never a document.
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total || total === 0xffff || cdStart + cdSize > end) return null;
  if (total > ZIP_LIMITS.maxEntries) return 'too many';
  const entries: Entry[] = [];
  let q = cdStart;
  for (let i = 0; i < total; i++) {
    if (q + 46 > cdStart + cdSize || buf.readUInt32LE(q) !== CENTRAL) return null;
    entries.push({
      flags: buf.readUInt16LE(q + 8), method: buf.readUInt16LE(q + 10),
      packed: buf.readUInt32LE(q + 20), size: buf.readUInt32LE(q + 24), local: buf.readUInt32LE(q + 42),
    });
    q += 46 + buf.readUInt16LE(q + 28) + buf.readUInt16LE(q + 30) + buf.readUInt16LE(q + 32);
  }
  return q <= cdStart + cdSize ? { entries, directory: cdStart } : null;
}

/** Bytes `packed` inflates to; null as soon as that passes `limit`; throws on a damaged stream. */
function inflatedSize(packed: Buffer, limit: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let bytes = 0;
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit) {
        inflate.destroy();
        resolve(null);
      }
    });
    inflate.on('end', () => resolve(bytes));
    inflate.on('error', reject);
    inflate.end(packed);
  });
}

/** Why the ZIP container may not be stored (one of ZIP_ERRORS), or null when it unpacks within the limits. */
export async function zipProblem(buf: Buffer): Promise<string | null> {
  const found = directoryOf(buf);
  if (found === 'too many') return ZIP_ERRORS.tooManyEntries;
  if (!found) return ZIP_ERRORS.damaged;
  const { entries: listed, directory } = found;
  if (listed.reduce((sum, e) => sum + e.size, 0) > ZIP_LIMITS.maxUnpackedBytes) return ZIP_ERRORS.tooLarge;
  const spans: Array<{ entry: Entry; start: number; end: number }> = [];
  for (const e of listed) {
    // Encrypted entries cannot be checked; a document never has them (Office encrypts into OLE).
    if (e.flags & 1 || (e.method !== STORED && e.method !== DEFLATED)) return ZIP_ERRORS.damaged;
    if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== LOCAL) return ZIP_ERRORS.damaged;
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    spans.push({ entry: e, start, end: start + e.packed });
  }
  // Entries one after another, before the directory: none shares another's packed bytes.
  spans.sort((a, b) => a.entry.local - b.entry.local);
  for (let i = 0; i < spans.length; i++) {
    if (spans[i].end > (i + 1 < spans.length ? spans[i + 1].entry.local : directory)) return ZIP_ERRORS.damaged;
  }
  for (const { entry: e, start, end } of spans) {
    // Each entry must give exactly its declared size (their sum is within the cap): more is a lying
    // header (a bomb, stopped right there), less an entry cut short.
    const data = buf.subarray(start, end);
    const size = e.method === STORED ? data.length : await inflatedSize(data, e.size).catch(() => null);
    if (size !== e.size) return ZIP_ERRORS.damaged;
  }
  return null;
}
