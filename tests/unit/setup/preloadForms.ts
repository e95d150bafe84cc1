// Every form file and validator loaded before a DOM test runs, as in an app that has shown the form
// before: tests render SchemaForm and query its fields at once (the app shows a loader the first
// time; tests/unit/engine/formFiles.test.tsx covers that wait).
// Modals, tabs and the filter popover load the form engine and the filter editor on first use
// (LazySchemaForm, ListToolbar): a test's first such import is transformed on demand, which takes
// longer than testing-library's default 1 s wait on a busy machine, hence a longer wait for findBy*
// and waitFor. (Importing those modules here instead would load them before a test's vi.mock.)
import { configure } from '@testing-library/dom';
import { preloadForms } from '../../../engine/form/formFiles';

if (typeof document !== 'undefined') {
  configure({ asyncUtilTimeout: 5000 });
  await preloadForms();
}
