// Node loader: every JSON file under schemas/, keyed by repository-relative path
// (`schemas/forms/login.json`). In the browser each registry loads its own folder (engine/form/formFiles.ts, engine/list/registry.ts, ...).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatIssue } from './issue';
import { parseSchemaText, type Parsed } from './parseSchemaText';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type RawFile = { path: string; text: string };

export function listSchemaFiles(root: string = REPO_ROOT): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.json')) out.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(join(root, 'schemas'));
  return out;
}

export function readSchemaFile(path: string, root: string = REPO_ROOT): string {
  return readFileSync(join(root, path), 'utf8');
}

/** One schema file parsed, with its syntax error (line and column) or repeated keys as issues. */
export function parseSchemaFile(path: string, root: string = REPO_ROOT): Parsed {
  return parseSchemaText(path, readSchemaFile(path, root));
}

/** Parses one schema file; throws `file#: invalid JSON: ... (line L, column C)` on bad JSON. */
export function loadSchemaFile(path: string, root: string = REPO_ROOT): unknown {
  const { json, issues } = parseSchemaFile(path, root);
  if (json === undefined) throw new Error(formatIssue(issues[0]));
  return json;
}
