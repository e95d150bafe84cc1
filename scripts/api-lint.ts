// `npm run api:lint`: the API description (server/openapi/document.ts), generated from the endpoint
// files without a server, written to a temporary file and linted by Redocly CLI with its recommended
// rules (redocly.yaml names every rule turned off and why). Exits with redocly's status.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from '../server/openapi/document.ts';
import { REPO_ROOT } from '../engine/core/schema/loadFilesNode.ts';

const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
const file = join(dir, 'openapi.json');
writeFileSync(file, JSON.stringify(openApiDocument(version), null, 2));
const redocly = join(REPO_ROOT, 'node_modules/.bin/redocly');
const { status } = spawnSync(redocly, ['lint', file, '--config', join(REPO_ROOT, 'redocly.yaml')], { stdio: 'inherit' });
rmSync(dir, { recursive: true });
process.exit(status ?? 1);
