import { sql, type Kysely } from 'kysely';

// Company profiles (spec 002 s.2, s.3 "Company profile", "Individuals"): the rest of the basic
// profile on `companies` (created in 002), the company's document and contract files grouped by file
// type, its individuals (director, ubo, authorized) with their type-specific fields as one JSON
// document, and the individuals' files. File bytes live in `files` (bytea).
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['entity_value', 'registration_address', 'phone', 'vat_number']) {
    await db.schema.alterTable('companies').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute();
  }

  // kind: 'docs' or 'contracts'; file_type_id: the group within the kind (server/companies/file-types.ts).
  await db.schema.createTable('company_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('docs', 'contracts')`))
    .addColumn('file_type_id', 'integer', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_files_idx').on('company_files').columns(['company_id', 'kind', 'file_type_id']).execute();

  await db.schema.createTable('company_individuals')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('director', 'ubo', 'authorized')`))
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('middle_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_individuals_idx').on('company_individuals').columns(['company_id', 'type']).execute();

  // field: the form's file field (passport_scan, proof_of_address).
  await db.schema.createTable('company_individual_files')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('individual_id', 'integer', (c) => c.notNull().references('company_individuals.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('company_individual_files_idx').on('company_individual_files').columns(['individual_id', 'field']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['company_individual_files', 'company_individuals', 'company_files']) await db.schema.dropTable(t).execute();
  for (const column of ['entity_value', 'registration_address', 'phone', 'vat_number']) {
    await db.schema.alterTable('companies').dropColumn(column).execute();
  }
}
