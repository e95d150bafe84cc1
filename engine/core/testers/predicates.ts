// Pure predicates over a field schema and its uiSchema, composed by widget testers.
import type { Predicate } from './types';

export const and =
  (...ps: Predicate[]): Predicate =>
  (f, u, c) =>
    ps.every((p) => p(f, u, c));

export const or =
  (...ps: Predicate[]): Predicate =>
  (f, u, c) =>
    ps.some((p) => p(f, u, c));

export const isType =
  (...types: string[]): Predicate =>
  (f) =>
    types.includes(f.type);

export const isStringControl: Predicate = isType('string');
export const isNumberControl: Predicate = isType('number');
export const isIntegerControl: Predicate = isType('integer');
export const isBooleanControl: Predicate = isType('boolean');

export const hasFormat =
  (...formats: string[]): Predicate =>
  (f) =>
    f.format !== undefined && formats.includes(f.format);

export const hasWidget =
  (...names: string[]): Predicate =>
  (_f, u) =>
    typeof u['ui:widget'] === 'string' && names.includes(u['ui:widget']);

export const hasChoices: Predicate = (f) => Array.isArray(f.enum) || Array.isArray(f.oneOf);

export const isEnumControl: Predicate = and(or(isStringControl, isNumberControl, isIntegerControl), hasChoices);

export const isMultiChoiceControl: Predicate = (f) => f.type === 'array' && !!f.items && hasChoices(f.items, {}, { pointer: '', name: '' });
