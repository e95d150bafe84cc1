// The report.mail job: a scheduled run that finished is mailed to its merchant's report e-mails
// (merchant settings, notification section) with the address of its download. Enqueued in the
// transaction that marks the report done, so a run is mailed once even if the mail fails and retries.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobKind } from '../../jobs/registry.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { settingsDb } from '../../settings/merchants/tables.ts';

export const MAIL_JOB = 'report.mail';

/** afterDone of the export job: a scheduled report gets its mail job. */
export async function mailScheduledReport(trx: Transaction<Database>, reportId: number): Promise<void> {
  const report = await trx.selectFrom('reports').select('kind').where('id', '=', reportId).executeTakeFirst();
  if (report?.kind === 'scheduled') await enqueue(trx, MAIL_JOB, { report_id: reportId }, { uniqueKey: `report-mail:${reportId}` });
}

export function reportMailKind(mailer: Mailer, publicUrl: string): JobKind {
  return {
    kind: MAIL_JOB,
    async run({ db, job }) {
      const reportId = Number(job.payload.report_id);
      const report = await db.selectFrom('reports').innerJoin('merchants', 'merchants.id', 'reports.merchant_id')
        .select(['reports.title', 'reports.rows', 'reports.merchant_id', 'merchants.name as merchant'])
        .where('reports.id', '=', reportId).executeTakeFirst();
      if (!report) return;
      const settings = await settingsDb(db).selectFrom('merchant_settings').select('data')
        .where('merchant_id', '=', report.merchant_id).where('section', '=', 'notification').executeTakeFirst();
      const raw = (settings?.data as { report_emails?: unknown } | undefined)?.report_emails;
      const to = Array.isArray(raw) ? raw.filter((e): e is string => typeof e === 'string' && e.includes('@')) : [];
      const link = `${publicUrl}/api/v2/merchant/reports/${reportId}/`;
      for (const address of to) {
        await mailer.send({
          to: address,
          subject: `Scheduled report: ${report.title}`,
          text: `The scheduled report "${report.title}" of ${report.merchant} is ready (${report.rows} rows).\n\n`
            + `Download it (signed in to the portal): ${link}\nAll scheduled reports: ${publicUrl}/reports/downloads/scheduled\n`,
        });
      }
    },
  };
}
