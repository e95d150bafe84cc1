// Every form file and validator loaded before a DOM test runs, as in an app that has shown the form
// before: tests render SchemaForm and query its fields at once (the app shows a loader the first
// time; tests/unit/engine/formFiles.test.tsx covers that wait). The modules pages load on first use
// (the form engine behind LazySchemaForm, the filter editor) are imported here too, so a lazy
// component resolves within a test's wait instead of waiting for their first transform.
import { preloadForms } from '../../../engine/form/formFiles';

if (typeof document !== 'undefined')
  await Promise.all([preloadForms(), import('../../../engine/form/SchemaForm'), import('../../../engine/filters/ui/FilterBar')]);
