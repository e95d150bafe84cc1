// Parses a schema file's text with a small JSON scanner of its own, so that a syntax error is
// reported at `#` with the line and column an editor shows (JSON.parse's messages carry no
// position for most errors), and an object key given twice, which JSON.parse silently resolves to
// the last one, is reported at the second key's pointer.
import { esc } from './checkCrossRefsCorpus';
import { issue, type SchemaIssue } from './issue';

export interface Parsed {
  /** undefined when the text is not JSON. */
  json: unknown;
  issues: SchemaIssue[];
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

class SyntaxAt extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const SPACE = ' \t\n\r';
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in a string
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

/** Scans the whole text; throws SyntaxAt at the first error; returns pointers of repeated keys. */
function scan(text: string): string[] {
  const repeated: string[] = [];
  let i = 0;
  const space = () => {
    while (i < text.length && SPACE.includes(text[i])) i++;
  };
  const shown = () => (i >= text.length ? 'end of file' : `"${text[i]}"`);
  const fail = (expected: string): never => {
    throw new SyntaxAt(`expected ${expected}, found ${shown()}`, i);
  };
  const expect = (c: string) => {
    space();
    if (text[i] !== c) fail(`"${c}"`);
    i++;
  };
  const string = (): string => {
    STRING.lastIndex = i;
    const m = STRING.exec(text);
    if (!m) {
      if (text[i] === '"') throw new SyntaxAt('unterminated or invalid string', i);
      fail('a string in double quotes');
    }
    i += m![0].length;
    return JSON.parse(m![0]) as string;
  };
  const value = (pointer: string): void => {
    space();
    const c = text[i];
    if (c === '"') return void string();
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      const seen = new Set<string>();
      i++;
      space();
      if (text[i] === close) return void i++;
      let comma = -1;
      for (let n = 0; ; n++) {
        let at = `${pointer}/${n}`;
        space();
        if (text[i] === close) throw new SyntaxAt(`trailing comma before "${close}"`, comma);
        if (c === '{') {
          if (text[i] !== '"') fail('a key in double quotes');
          const key = string();
          at = `${pointer}/${esc(key)}`;
          if (seen.has(key)) repeated.push(at);
          seen.add(key);
          expect(':');
        }
        value(at);
        space();
        if (text[i] === close) return void i++;
        if (text[i] !== ',') fail(`"," or "${close}"`);
        comma = i++;
      }
    }
    for (const word of ['true', 'false', 'null']) if (text.startsWith(word, i)) return void (i += word.length);
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) fail('a value');
    i += m![0].length;
  };
  value('');
  space();
  if (i < text.length) fail('end of file');
  return repeated;
}

export function parseSchemaText(file: string, text: string): Parsed {
  let repeated: string[];
  try {
    repeated = scan(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    if (!(e instanceof SyntaxAt)) throw e;
    const { line, column } = lineColumn(text, e.offset);
    return { json: undefined, issues: [issue(file, '', `invalid JSON: ${e.message} (line ${line}, column ${column})`)] };
  }
  const json = JSON.parse(text) as unknown;
  return { json, issues: repeated.map((pointer) => issue(file, pointer, 'key given twice (JSON keeps only the last)')) };
}
