// Where things are in a JSON text, for the playground's issues: the line and column of a JSON
// pointer (the nearest existing ancestor when the pointer names something missing, e.g. a required
// property), and of a JSON.parse syntax error. Lines and columns count from 1.

export type Position = { line: number; column: number };

/** Offsets of every value by JSON pointer (a property's offset is its key's). Expects valid JSON. */
function pointerOffsets(text: string): Map<string, number> {
  const out = new Map<string, number>();
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i])) i++;
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string, at: number) => {
    space();
    out.set(pointer, at < 0 ? i : at);
    const c = text[i];
    if (c === '{') {
      i++;
      space();
      while (text[i] !== '}' && i < text.length) {
        space();
        const keyAt = i;
        const key = string();
        space();
        i++; // ':'
        value(`${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, keyAt);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (c === '[') {
      i++;
      space();
      for (let n = 0; text[i] !== ']' && i < text.length; n++) {
        value(`${pointer}/${n}`, -1);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (c === '"') string();
    else while (i < text.length && !',}] \t\r\n'.includes(text[i])) i++;
  };
  value('', -1);
  return out;
}

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** The position of `pointer` in `text` (valid JSON), or of its nearest existing ancestor. */
export function pointerPosition(text: string, pointer: string): Position {
  const offsets = pointerOffsets(text);
  let p = pointer;
  while (p && !offsets.has(p)) p = p.slice(0, Math.max(0, p.lastIndexOf('/')));
  return positionAt(text, offsets.get(p) ?? 0);
}

/** JSON.parse's complaint about `text` with its position, or undefined when it parses. */
export function syntaxError(text: string): { reason: string; position: Position } | undefined {
  const message = parseError(text);
  if (message === undefined) return undefined;
  // Node 20's V8 says "... in JSON at position 42" for most errors but quotes a snippet instead
  // for an unexpected token; then the offset is where the longest valid prefix ends.
  const at = /at position (\d+)/.exec(message);
  const offset = at ? Number(at[1]) : validPrefixEnd(text);
  const token = /^Unexpected token '(.*?)', .*is not valid JSON$/s.exec(message);
  const reason = token ? `Unexpected token ${JSON.stringify(token[1])}` : message.replace(/ in JSON at position \d+.*$/s, '');
  return { reason: `invalid JSON: ${reason}`, position: positionAt(text, offset) };
}

function parseError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

/** A prefix is valid when JSON.parse only complains that it ends too early. */
function validPrefixEnd(text: string): number {
  const valid = (k: number) => {
    const message = parseError(text.slice(0, k));
    if (message === undefined || message.startsWith('Unexpected end of JSON input')) return true;
    const at = /at position (\d+)/.exec(message);
    return at !== null && Number(at[1]) >= k;
  };
  if (valid(text.length)) return text.length;
  let lo = 0;
  let hi = text.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (valid(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}
