// The folder boundaries of docs/architecture.md are lint rules (eslint.config.js): each is run on a
// small in-memory file placed in the folder it guards, and must fire on the import it forbids and
// stay silent on the one it allows.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js' });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const CASES: Array<{ file: string; bad: string[]; good: string[] }> = [
  {
    file: 'screens/demo/Screen.tsx',
    bad: ["import { x } from '../../engine/form/SchemaForm';", "import { x } from '../../engine/core/rules';", "import { x } from '../../src/store';", "import { x } from '../../server/app';"],
    good: ["import { x } from '../../engine';", "import { x } from '../../engine/index';", "import { x } from './helper';"],
  },
  {
    file: 'engine/core/demo/thing.ts',
    bad: ["import { x } from 'react';", "import { x } from 'react-dom/client';", "import { x } from '@mantine/core';", "import { x } from '@rjsf/core';",
      "import { x } from 'react-redux';", "import { x } from '../../form/SchemaForm.tsx';", "import { x } from '../../../screens/registry';"],
    good: ["import { x } from '../rules';", "import { x } from 'ajv';"],
  },
  {
    file: 'engine/form/Demo.tsx',
    bad: ["import { x } from '../../screens/registry';", "import { x } from '../../src/store';", "import { x } from '../../server/app';"],
    good: ["import { x } from 'react';", "import { x } from '../core/rules';"],
  },
  {
    file: 'src/shell/demo/Demo.tsx',
    bad: ["import { x } from '../../../engine/api/baseApi';", "import { x } from '../../../engine/core/navigation/safeRedirect';",
      "import { x } from '../../../engine/feedback/alerts';", "import { x } from '../../../server/app';"],
    good: ["import { x } from '../../../engine';", "import { x } from '../../../engine/api';", "import { x } from '../../../screens/registry';"],
  },
  {
    file: 'server/demo/route.ts',
    bad: ["import { x } from 'react';", "import { x } from 'react-dom/server';", "import { x } from '../../engine/form/SchemaForm.tsx';"],
    good: ["import { x } from '../../engine/core/validation/index.ts';", "import { x } from 'fastify';"],
  },
];

describe('lint boundaries (eslint.config.js)', () => {
  for (const c of CASES) {
    for (const line of c.bad) {
      it(`${c.file}: refuses ${line}`, async () => {
        expect(await importErrors(c.file, line)).toHaveLength(1);
      });
    }
    for (const line of c.good) {
      it(`${c.file}: allows ${line}`, async () => {
        expect(await importErrors(c.file, line)).toEqual([]);
      });
    }
  }

  it('names the public index in its message', async () => {
    const [message] = await importErrors('screens/demo/Screen.tsx', "import { x } from '../../engine/list/ui/DataList';");
    expect(message).toContain('engine/index.ts');
  });
});
