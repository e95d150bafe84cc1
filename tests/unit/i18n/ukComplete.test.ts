// Ukrainian is whole (issue 10 item 21): every text the UI can show has a uk translation. Schema
// texts are checked by schemas:check (checkTranslations); this covers the rest: the namespaces
// written per screen group (every English key has its uk twin), the engine's own texts (t('...')
// literals and its message tables) and the messages the server sends (errors, confirmations,
// notifications), which the client looks up in `common` (engine/feedback/serverText.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../engine/core/rules';
import { MODE_LABELS, TRUE_FALSE_CHOICES } from '../../../engine/filters/modes';
import { PRESET_LABELS } from '../../../engine/widgets/input/datePresets';
import { UPLOAD_MESSAGES } from '../../../engine/widgets/input/upload';
import { serverText } from '../../../engine/feedback/serverText';

const LOCALES = 'src/i18n/locales';
const read = (lang: string, ns: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};
const common = read('uk', 'common');
const missingIn = (dict: Record<string, string>, keys: Iterable<string>) => [...new Set(keys)].filter((k) => typeof dict[k] !== 'string' || dict[k] === '').sort();

function filesUnder(dir: string, ext: RegExp, skip: RegExp = /^$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (skip.test(path)) return [];
    return statSync(path).isDirectory() ? filesUnder(path, ext, skip) : ext.test(name) ? [path] : [];
  });
}

/** 'x' of every t('x') / ctx.t('x') call with a literal text. */
const literalTexts = (files: string[]) =>
  files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)+)'\s*[,)]/g)].map((m) => m[1].replace(/\\'/g, "'")));

/** Sentences the server sends: literals of error / message replies, message constants, notifications. */
const SERVER_LINE = /badRequest\(|error: |message: |HttpError\(|const [A-Z_]+ = '|title: '|text: '/;
// Error codes of libraries (FST_PARTS_LIMIT) are not texts.
const isCode = (text: string) => /^[A-Z0-9_]+$/.test(text);
function serverTexts(): string[] {
  // The identity stand-in plays a third party on its own origin: its frame's sentences are its own,
  // never the portal's replies. The API description (server/openapi) is a developer reference in
  // English, as the API references of Stripe and Adyen are; neither is the merchant's UI.
  return filesUnder('server', /\.ts$/, /migrations|identity-provider|openapi/).flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter((line) => SERVER_LINE.test(line) && !/^\s*\/\//.test(line))
      .flatMap((line) => [...line.matchAll(/'([A-Z][^'$]{3,})'/g)].map((m) => m[1]))
      .filter((text) => !isCode(text)),
  );
}

describe('uk translations', () => {
  it('every namespace written per screen group has each English key in uk', () => {
    for (const ns of readdirSync(join(LOCALES, 'en')).map((f) => f.replace(/\.json$/, ''))) {
      expect([ns, missingIn(read('uk', ns), Object.keys(read('en', ns)))]).toEqual([ns, []]);
    }
  });

  it("every engine text (t('...') literals, rule messages, filter modes, date presets, upload messages) is in uk common", () => {
    const engineFiles = filesUnder('engine', /\.tsx?$/, /engine[\\/]core[\\/]schema/);
    const texts = [
      ...literalTexts(engineFiles),
      ...RULES.map((r) => r.message),
      ...Object.values(MODE_LABELS),
      ...TRUE_FALSE_CHOICES.map((c) => c.label),
      ...Object.values(PRESET_LABELS),
      ...Object.values(UPLOAD_MESSAGES),
    ];
    expect(texts.length).toBeGreaterThan(60);
    expect(missingIn(common, texts)).toEqual([]);
  });

  it('every message the server sends is in uk common (existing e-mail, bad links, lockout, notifications)', () => {
    const texts = serverTexts();
    expect(texts).toEqual(expect.arrayContaining(['A user with this email already exists.', 'This password reset link is invalid or has expired.', 'Welcome to Merchant Portal']));
    expect(missingIn(common, texts)).toEqual([]);
  });

  it('a server message carrying a number is translated with the number kept', () => {
    const t = (key: string) => common[key] ?? key;
    expect(serverText(t, 'Too many attempts. Try again in 42 seconds.')).toBe(common['Too many attempts. Try again in {0} seconds.'].replace('{0}', '42'));
    expect(serverText(t, 'Too many attempts. Try again in 42 seconds.')).toContain('42');
    expect(serverText(t, 'A user with this email already exists.')).toBe(common['A user with this email already exists.']);
    expect(serverText(t, 'Something nobody translated 7')).toBe('Something nobody translated 7');
  });
});
