// ajv keyword `match` (Node and code generation only: imports ajv).
import { _, type CodeKeywordDefinition } from 'ajv';
import { valuesMatch } from './match';
import { RUNTIME_NAME } from './standaloneRef';

export const matchKeyword: CodeKeywordDefinition = {
  keyword: 'match',
  schemaType: 'string',
  error: {
    message: 'fields must match',
    params: ({ schemaCode }) => _`{field: ${schemaCode}}`,
  },
  code(cxt) {
    const { gen, data, schemaCode, it } = cxt;
    const fn = gen.scopeValue('func', { ref: valuesMatch, code: _`${RUNTIME_NAME}.valuesMatch` });
    cxt.fail(_`!${fn}(${data}, ${it.parentData}, ${schemaCode})`);
  },
};
