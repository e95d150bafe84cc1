// Attachment picking (pure): which picked files an `attachment` field keeps (accept, maxSize), the
// messages for the others, and the form value (file names: a string, or an array when multiple).
export const ATTACHMENT_MESSAGES = {
  tooLarge: 'File "{0}" is too large: the limit is {1}',
  wrongType: 'File "{0}" is not of an accepted type ({1})',
} as const;

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** `accept` as an <input type=file> reads it: extensions (.pdf), MIME types (application/pdf), wildcards (image/*). */
export function accepts(accept: string | undefined, file: Pick<PickedFile, 'name' | 'type'>): boolean {
  const rules = (accept ?? '').split(',').map((r) => r.trim().toLowerCase()).filter(Boolean);
  if (!rules.length) return true;
  const name = file.name.toLowerCase();
  const type = (file.type || '').toLowerCase();
  return rules.some((r) => (r.startsWith('.') ? name.endsWith(r) : r.endsWith('/*') ? type.startsWith(r.slice(0, -1)) : type === r));
}

/** 1536 -> "1.5 KB", 2097152 -> "2 MB". */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
}

export type Rejection = { template: string; args: [string, string] };

/** Splits picked files into the kept ones and the rejections (message template + arguments). */
export function checkPicked<F extends PickedFile>(files: readonly F[], options: { accept?: string; maxSize?: number }): { kept: F[]; rejected: Rejection[] } {
  const kept: F[] = [];
  const rejected: Rejection[] = [];
  for (const f of files) {
    if (!accepts(options.accept, f)) rejected.push({ template: ATTACHMENT_MESSAGES.wrongType, args: [f.name, options.accept ?? ''] });
    else if (options.maxSize !== undefined && f.size > options.maxSize) rejected.push({ template: ATTACHMENT_MESSAGES.tooLarge, args: [f.name, formatBytes(options.maxSize)] });
    else kept.push(f);
  }
  return { kept, rejected };
}

/** The form value for the kept files: their names (undefined when none). */
export function attachmentValue(files: readonly PickedFile[], multiple: boolean): string | string[] | undefined {
  if (!files.length) return undefined;
  return multiple ? files.map((f) => f.name) : files[files.length - 1].name;
}
