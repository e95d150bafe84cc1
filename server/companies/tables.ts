// Row types of the company tables (migration 011) and the database handle that knows them.
import type { FastifyRequest } from 'fastify';
import type { GroupHandlers } from '../http/handler-types.ts';
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type IndividualType = 'director' | 'ubo' | 'authorized';

export type CompanyTables = {
  company_files: { id: Generated<number>; company_id: number; kind: 'docs' | 'contracts'; file_type_id: number; file_id: number; name: string; updated_at: Timestamp };
  company_individuals: {
    id: Generated<number>;
    company_id: number;
    type: IndividualType;
    given_name: string;
    middle_name: Generated<string>;
    surname: string;
    data: Json<Record<string, unknown>>;
    updated_at: Timestamp;
  };
  company_individual_files: { id: Generated<number>; individual_id: number; field: string; file_id: number; name: string; updated_at: Timestamp };
};

export type CompanyDb = Kysely<Database & CompanyTables>;
export const companyDb = (db: Db) => db as unknown as CompanyDb;
/** The handlers of schemas/endpoints/companies.json (each part file serves some of them). */
export type CompanyHandlers = GroupHandlers<'companies'>;
/** The company of a {company} call, as its guard (require-company.ts) read it. */
export const companyOf = (request: FastifyRequest) => request.companyAccess!;
