// Every form file and validator loaded before a DOM test runs, as in an app that has shown the form
// before: tests render SchemaForm and query its fields at once (the app shows a loader the first
// time; tests/unit/engine/formFiles.test.tsx covers that wait).
import { preloadForms } from '../../../engine/form/formFiles';

if (typeof document !== 'undefined') await preloadForms();
