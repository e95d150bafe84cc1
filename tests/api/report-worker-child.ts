// A worker in its own process (tests/api/report-jobs.test.ts SIGKILLs it mid-job): the server's job
// kinds on the PostgreSQL schema named by its arguments, slowed down so it is caught mid-way.
import { connect } from '../../server/db/connect.ts';
import { serverJobs } from '../../server/jobs/kinds.ts';
import { routesByEndpoint } from '../../server/jobs/start.ts';
import { JobWorker } from '../../server/jobs/worker.ts';
import { loadListRoutes } from '../../server/lists/load-definitions.ts';
import { listSources } from '../../server/lists/sources.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { fiscalProviderFromEnv } from '../../server/fiscal/select.ts';

const [url, schema] = process.argv.slice(2);
const db = connect({ url, searchPath: schema });
const ctx = { db, mailer: createMailer(db), secretKey: 'x', publicUrl: 'http://localhost:8000', production: false, fiscal: fiscalProviderFromEnv({}) };
const registry = serverJobs(ctx, routesByEndpoint(loadListRoutes(listSources)), { batchRows: 50, pauseMs: 40 });
new JobWorker({ db, registry, id: 'child', leaseMs: 800, pollMs: 50 }).start();
process.stdout.write('ready\n');
