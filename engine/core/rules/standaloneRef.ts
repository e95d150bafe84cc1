// Generated validators (scripts/gen-validators.ts) import `engine/core/rules/runtime.ts` under this
// name; keyword and format code refers to it so ajv standalone output stays free of eval and require.
import { Name } from 'ajv';

export const RUNTIME_NAME = new Name('__rules');
