import { sql, type Kysely } from 'kysely';

// Background jobs (server/jobs/): a queue kept in the database, claimed with FOR UPDATE SKIP LOCKED
// under a lease (locked_by, locked_until) that the running worker keeps extending; a job whose lease
// ran out (its instance died) is claimed again. unique_key makes an enqueue idempotent (a scheduled
// template's run of one period). Report files are written by such jobs in chunks (file_chunks,
// appended per batch and downloaded in order), reports carry their progress and job, and scheduled
// report templates (daily, weekly, monthly) enqueue one run per period.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('run_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('unique_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // The claim looks only at unfinished jobs.
  await sql`create index jobs_open_idx on jobs (run_after, id) where status in ('queued', 'running')`.execute(db);

  await db.schema.createTable('file_chunks')
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();

  await db.schema.createTable('report_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('csv', 'xlsx')`))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'weekly', 'monthly')`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('report_templates_merchant_idx').on('report_templates').columns(['merchant_id', 'id']).execute();

  await sql`alter table reports drop constraint reports_status_check`.execute(db);
  await sql`alter table reports add constraint reports_status_check check (status in ('pending', 'success', 'failed'))`.execute(db);
  await db.schema.alterTable('reports').addColumn('kind', 'text', (c) => c.notNull().defaultTo('regular').check(sql`kind in ('regular', 'scheduled')`)).execute();
  await db.schema.alterTable('reports').addColumn('rows_total', 'integer').execute();
  await db.schema.alterTable('reports').addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null')).execute();
  await db.schema.alterTable('reports').addColumn('template_id', 'integer', (c) => c.references('report_templates.id').onDelete('set null')).execute();
  await db.schema.alterTable('files').addColumn('chunked', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`create index reports_kind_idx on reports (merchant_id, kind, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index reports_kind_idx`.execute(db);
  await db.schema.alterTable('files').dropColumn('chunked').execute();
  for (const c of ['template_id', 'job_id', 'rows_total', 'kind']) await db.schema.alterTable('reports').dropColumn(c).execute();
  await sql`alter table reports drop constraint reports_status_check`.execute(db);
  await sql`alter table reports add constraint reports_status_check check (status in ('pending', 'success'))`.execute(db);
  for (const t of ['report_templates', 'file_chunks', 'jobs']) await db.schema.dropTable(t).execute();
}
