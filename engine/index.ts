// Public surface of the engine: screens import only from here.

// Forms
export { SchemaForm, type SchemaFormProps } from './form/SchemaForm';
export { useEndpointCall, useEndpointMutation, endpointKey, type EndpointCaller, type CallResult } from './form/useEndpointCall';
export { loadForm } from './form/formFiles';

// Widgets (screen overrides register at RANK.SCREEN_OVERRIDE)
export type { WidgetEntry } from './widgets/types';
export { WIDGETS } from './widgets/registry';
export { RANK, rankWith, bestOf } from './core/testers';
export * as predicates from './core/testers/predicates';

// Rules, validation, schema files (no React)
export { RULES, FORMATS, messageFor, formatMessage } from './core/rules';
export { formatIssue, type SchemaIssue, type FormFile } from './core/schema';
export { safeRedirect } from './core/navigation/safeRedirect';

// Shared client helpers
export { showAlert, type AlertOptions } from './feedback/alerts';
export * from './api';
