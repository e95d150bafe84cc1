// npm run schemas:check - every JSON under schemas/ parsed (syntax errors with line and column)
// and checked against the meta-schema of its folder (schemas/_meta/<folder>.json) and its own rules
// (checkSchemaFile), then the references across files (checkCrossRefs), the list files against the
// fields the server can read (server/lists/check-list-sources.ts) and the translations of every
// text (checkTranslations, src/i18n/locales/). Prints `file#pointer: reason`; exits 1 on any
// error. A folder without a meta-schema yet is a warning only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { createAjv } from '../engine/core/validation/createAjv';
import { listSchemaFiles, parseSchemaFile, REPO_ROOT } from '../engine/core/schema/loadFilesNode';
import { checkSchemaFile, type MetaValidate } from '../engine/core/schema/checkSchemaFile';
import { issue, formatIssue, type SchemaIssue } from '../engine/core/schema/issue';
import { metaPathFor } from '../engine/core/schema/metaPathFor';
import { checkCrossRefs } from '../engine/core/schema/checkCrossRefs';
import { checkTranslations, localesOf, LOCALES_DIR } from '../engine/core/schema/checkTranslations';
import { parseSchemaText } from '../engine/core/schema/parseSchemaText';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/i18n/languages';
import { checkListSources } from '../server/lists/check-list-sources';

/** Screen ids with a module, as screens/registry.ts finds them: screens/<dir>/<Name>.tsx. */
export function screenIds(root: string = REPO_ROOT): string[] {
  if (!existsSync(join(root, 'screens'))) return [];
  const dirs = readdirSync(join(root, 'screens'), { withFileTypes: true }).filter((d) => d.isDirectory());
  return dirs.flatMap((d) =>
    readdirSync(join(root, 'screens', d.name))
      .filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))
      .map((f) => `${d.name}/${f.slice(0, -'.tsx'.length)}`),
  );
}

/** The locale files `src/i18n/locales/<lang>/<ns>.json`, parsed; their syntax errors into `issues`. */
function readLocales(root: string, issues: SchemaIssue[]) {
  const parsed = new Map<string, unknown>();
  const dir = join(root, LOCALES_DIR);
  const langs = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()) : [];
  for (const lang of langs.map((d) => d.name).sort()) {
    for (const name of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json')).sort()) {
      const file = `${LOCALES_DIR}/${lang}/${name}`;
      const { json, issues: found } = parseSchemaText(file, readFileSync(join(root, file), 'utf8'));
      issues.push(...found);
      if (json !== undefined) parsed.set(file, json);
    }
  }
  return localesOf(parsed);
}

/** Languages whose translations every text needs: all shipped ones but the source (texts are English keys). */
const TRANSLATED = LANGUAGES.map((l) => l.code).filter((code) => code !== DEFAULT_LANGUAGE);

function metaAjv(): Ajv {
  const ajv = createAjv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/** `drafts`: file -> JSON text read instead of the file on disk (the schema playground's check);
 * `missingTranslation`: how a text without a translation counts (the playground warns, so a new
 * label can be previewed before it is translated; `npm test` refuses it). */
export function checkAll(
  root: string = REPO_ROOT,
  drafts: ReadonlyMap<string, string> = new Map(),
  missingTranslation: SchemaIssue['severity'] = 'error',
): SchemaIssue[] {
  const files = listSchemaFiles(root);
  const ajv = metaAjv();
  const formAjv = createAjv();
  const parsed = new Map<string, unknown>();
  const issues: SchemaIssue[] = [];
  for (const file of files) {
    const draft = drafts.get(file);
    const { json, issues: found } = draft === undefined ? parseSchemaFile(file, root) : parseSchemaText(file, draft);
    if (json !== undefined) parsed.set(file, json);
    issues.push(...found);
  }
  const metas = new Map<string, MetaValidate | undefined>();
  const metaFor = (path: string): MetaValidate | undefined => {
    if (!metas.has(path)) {
      const json = parsed.get(path);
      let fn: MetaValidate | undefined;
      if (json && typeof json === 'object') {
        try {
          fn = ajv.compile(json as object) as MetaValidate;
        } catch (e) {
          issues.push(issue(path, '', `not a valid JSON Schema: ${(e as Error).message}`));
        }
      }
      metas.set(path, fn);
    }
    return metas.get(path);
  };
  for (const [file, json] of parsed) {
    const metaPath = metaPathFor(file);
    if (metaPath === null) {
      metaFor(file);
      continue;
    }
    if (!parsed.has(metaPath)) {
      issues.push(issue(file, '', `no meta-schema ${metaPath} yet`, 'warning'));
      continue;
    }
    const validate = metaFor(metaPath);
    if (!validate) continue;
    const found = checkSchemaFile(file, json, validate);
    issues.push(...found);
    if (file.startsWith('schemas/forms/') && found.length === 0) {
      try {
        formAjv.compile((json as { schema: object }).schema);
      } catch (e) {
        issues.push(issue(file, '/schema', `does not compile: ${(e as Error).message}`));
      }
    }
  }
  // A file with errors of its own is fixed first: its references would only add noise.
  const broken = new Set(issues.filter((i) => i.severity === 'error').map((i) => i.file));
  issues.push(...checkCrossRefs(parsed, screenIds(root)).filter((i) => !broken.has(i.file)));
  // Lists the server serves: every field a list or filter-set file names must be one it can read.
  issues.push(...checkListSources(parsed).filter((i) => !broken.has(i.file)));
  const locales = readLocales(root, issues);
  issues.push(
    ...checkTranslations(parsed, locales, TRANSLATED)
      .filter((i) => !broken.has(i.file))
      .map((i) => ({ ...i, severity: missingTranslation })),
  );
  return issues;
}

export function main(root?: string): number {
  const issues = checkAll(root);
  for (const i of issues) (i.severity === 'error' ? console.error : console.warn)(`${i.severity}: ${formatIssue(i)}`);
  const errors = issues.filter((i) => i.severity === 'error').length;
  console.log(`schemas:check: ${errors} error(s), ${issues.length - errors} warning(s)`);
  return errors > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(main());
