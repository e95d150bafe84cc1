// ajv keyword `numrange` (Node and code generation only: imports ajv).
import { _, type CodeKeywordDefinition } from 'ajv';
import { inRange } from './numrange';
import { RUNTIME_NAME } from './standaloneRef';

export const numrangeKeyword: CodeKeywordDefinition = {
  keyword: 'numrange',
  schemaType: 'array',
  metaSchema: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
  error: {
    message: 'must be in range',
    params: ({ schemaCode }) => _`{min: ${schemaCode}[0], max: ${schemaCode}[1]}`,
  },
  code(cxt) {
    const { gen, data, schemaCode } = cxt;
    const fn = gen.scopeValue('func', { ref: inRange, code: _`${RUNTIME_NAME}.inRange` });
    cxt.fail(_`!${fn}(${data}, ${schemaCode})`);
  },
};
