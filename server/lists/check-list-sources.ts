// The part of `npm run schemas:check` that needs the server: list and filter-set files against
// the fields each list source can read (engine/core stays free of server code).
import type { SchemaIssue } from '../../engine/core/schema/issue.ts';
import { listSourceIssues } from './list-files.ts';
import { listSources } from './sources.ts';

export const checkListSources = (files: ReadonlyMap<string, unknown>): SchemaIssue[] => listSourceIssues(files, listSources);
