// Every job kind the server runs, built from the app's parts: the one registry (registry.ts).
import type { AppContext } from '../http/context.ts';
import { reportExportKind, type ExportJobOptions } from '../lists/export/run-export.ts';
import type { ListRoute } from '../lists/types.ts';
import { mailScheduledReport, reportMailKind } from '../reports/templates/mail-kind.ts';
import { jobRegistry, type JobRegistry } from './registry.ts';

export function serverJobs(ctx: AppContext, routes: ReadonlyMap<string, ListRoute>, exportOptions: ExportJobOptions = {}): JobRegistry {
  return jobRegistry([
    reportExportKind(routes, { afterDone: mailScheduledReport, ...exportOptions }),
    reportMailKind(ctx.mailer, ctx.publicUrl),
  ]);
}
