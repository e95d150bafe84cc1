// Schema files: loading (Node: loadFilesNode.ts; the browser's registries glob their own folders) and checking.
export type { SchemaIssue } from './issue';
export { formatIssue, issue } from './issue';
export { checkSchemaFile, type MetaValidate } from './checkSchemaFile';
export { checkFormRefs } from './checkFormRefs';
export { checkCrossRefs } from './checkCrossRefs';
export { metaPathFor } from './metaPathFor';
export type { FormBranch, FormCondition, FormFile, FormField, FormObjectSchema, FormUiSchema } from './formFile';
export { activeSchema, allProperties, conditionHolds, hasConditionalParts, inactiveFields } from './conditionals';
export { defaultsOf, rangesOf } from './objectDefaults';
