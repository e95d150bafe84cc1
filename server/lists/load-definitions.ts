// The list routes of the sources, read once at start from the schema files under `root`
// (schemas/lists/, schemas/filters/, schemas/endpoints/; tests pass a copy of the repository's).
import { listSchemaFiles, loadSchemaFile, REPO_ROOT } from '../../engine/core/schema/loadFilesNode.ts';
import { listRoutesOf } from './list-files.ts';
import type { ListRoute, ListSource } from './types.ts';

const FOLDERS = /^schemas\/(lists|filters|endpoints)\//;

export function loadListRoutes(sources: ListSource[], root: string = REPO_ROOT): ListRoute[] {
  const files = new Map(listSchemaFiles(root).filter((f) => FOLDERS.test(f)).map((f) => [f, loadSchemaFile(f, root)]));
  return listRoutesOf(files, sources);
}
