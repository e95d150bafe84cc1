// After each test file of `npm run test:prism`: what prism reported for the file's calls (client.ts),
// written for the run's summary (global-setup.ts); the file fails if prism found the document and the
// app disagreeing (report.ts says what counts), listing the findings by operation and message.
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, inject } from 'vitest';
import { closeUpstream, record } from './client.ts';
import { figures, grouped } from './report.ts';

// eslint-disable-next-line no-empty-pattern -- vitest reads the hook's first parameter as a fixtures pattern
afterAll(async ({}, suite) => {
  await closeUpstream();
  const file = 'filepath' in suite && typeof suite.filepath === 'string' ? suite.filepath : suite.name;
  const { document, records } = inject('prism');
  const result = figures(file, document, record.calls, record.unvalidated);
  writeFileSync(join(records, `${basename(file)}.json`), JSON.stringify(result));
  if (result.findings.length) {
    throw new Error(`prism proxy found ${result.findings.length} violation(s) in ${result.calls} calls of ${basename(file)}:\n${grouped(result.findings).join('\n')}`);
  }
});
