// The folder boundaries of docs/architecture.md are lint rules (eslint.config.js): each is run on a
// small in-memory file placed in the folder it guards, and must fire on the import it forbids and
// stay silent on the one it allows, written as a static import and as a dynamic `import('...')`.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: 'eslint.config.js' });

const BOUNDARY_RULES = ['no-restricted-imports', 'boundaries/dynamic-imports'];

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => BOUNDARY_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
}

/** The same import, loaded lazily: `import { x } from 'm';` becomes `const { x } = await import('m');`. */
const dynamic = (line: string) => line.replace(/^import (\{ x \}) from (['"][^'"]+['"]);$/, 'const $1 = await import($2);');

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
    bad: ["import { x } from 'react';", "import { x } from 'react-dom/server';", "import { x } from '@mantine/core';", "import { x } from '../../engine/core/demo/Thing.tsx';", "import { x } from '../../engine/form/SchemaForm';",
      "import { x } from '../../engine/list/state/pageSize.ts';", "import { x } from '../../engine/index.ts';", "import { x } from '../../engine';",
      "import { x } from '../../engine/corex/thing.ts';"],
    good: ["import { x } from '../../engine/core/validation/index.ts';", "import { x } from '../../engine/core/filters/smv.ts';", "import { x } from 'fastify';",
      "import { x } from 'reactive-thing';"],
  },
];

describe('lint boundaries (eslint.config.js)', () => {
  for (const c of CASES) {
    for (const line of c.bad) {
      it(`${c.file}: refuses ${line}`, async () => {
        expect(await importErrors(c.file, line)).toHaveLength(1);
      });
      it(`${c.file}: refuses ${dynamic(line)}`, async () => {
        expect(dynamic(line)).not.toBe(line);
        expect(await importErrors(c.file, dynamic(line))).toEqual(await importErrors(c.file, line));
      });
    }
    for (const line of c.good) {
      it(`${c.file}: allows ${line}`, async () => {
        expect(await importErrors(c.file, line)).toEqual([]);
      });
      it(`${c.file}: allows ${dynamic(line)}`, async () => {
        expect(await importErrors(c.file, dynamic(line))).toEqual([]);
      });
    }
  }

  it('checks a dynamic import written as a template without expressions', async () => {
    expect(await importErrors('server/demo/route.ts', 'const x = await import(`../../engine/list/types.ts`);')).toHaveLength(1);
  });

  it('names the public index in its message', async () => {
    const [message] = await importErrors('screens/demo/Screen.tsx', "import { x } from '../../engine/list/ui/DataList';");
    expect(message).toContain('engine/index.ts');
  });
});
