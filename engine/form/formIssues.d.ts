// The build-time check of the form files (vite.config.ts, plugin form-issues).
declare module 'virtual:form-issues' {
  import type { SchemaIssue } from '../core/schema/issue';
  const issues: Readonly<Record<string, readonly SchemaIssue[]>>;
  export default issues;
}
