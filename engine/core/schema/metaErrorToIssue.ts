// ajv error of a meta-schema check -> SchemaIssue with a readable reason.
import type { ErrorObject } from 'ajv';
import { issue, type SchemaIssue } from './issue';

export function metaErrorToIssue(file: string, error: ErrorObject): SchemaIssue {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'enum':
      return issue(file, error.instancePath, `must be one of ${(p.allowedValues as unknown[]).map(String).join(', ')}`);
    case 'const':
      return issue(file, error.instancePath, `must be ${JSON.stringify(p.allowedValue)}`);
    case 'additionalProperties':
      return issue(file, `${error.instancePath}/${String(p.additionalProperty)}`, 'unknown property');
    case 'required':
      return issue(file, `${error.instancePath}/${String(p.missingProperty)}`, 'is required');
    default:
      return issue(file, error.instancePath, error.message ?? `fails ${error.keyword}`);
  }
}
