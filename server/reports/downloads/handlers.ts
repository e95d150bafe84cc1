// Handlers of the downloads calls (schemas/endpoints/downloads.json; spec 002 s.7 /reports): the report
// templates' calls (templates/handlers.ts) and a report's file (lists/report-download-route.ts). The
// lists of reports and of templates are the lists engine's (downloads/source.ts, templates/source.ts).
import { defineHandlers } from '../../http/handler-types.ts';
import { routesByEndpoint } from '../../jobs/start.ts';
import { downloadReport } from '../../lists/report-download-route.ts';
import { templateHandlers } from '../templates/handlers.ts';

export const downloadHandlers = defineHandlers('downloads', ({ lists }) => ({
  ...templateHandlers(routesByEndpoint(lists)),
  download: downloadReport,
}));
