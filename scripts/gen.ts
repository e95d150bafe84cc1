// Runs every code generator (scripts/gen-*.ts) in name order. Each exports `run(): Promise<void>`.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
for (const file of readdirSync(here).filter((f) => /^gen-.+\.ts$/.test(f)).sort()) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { run: () => Promise<void> };
  await mod.run();
}
