// Registers our keywords and formats on an ajv instance (Node and code generation only).
import type Ajv from 'ajv';
import { FORMATS } from './formats';
import { matchKeyword } from './matchKeyword';
import { numrangeKeyword } from './numrangeKeyword';

export const KEYWORDS = [matchKeyword, numrangeKeyword] as const;

export function addRules(ajv: Ajv): Ajv {
  for (const k of KEYWORDS) ajv.addKeyword(k);
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
}
