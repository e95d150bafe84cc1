// A problem in a schema file: file + JSON pointer + reason, printed as `file#pointer: reason`.
export interface SchemaIssue {
  file: string;
  pointer: string;
  reason: string;
  severity: 'error' | 'warning';
}

export function formatIssue(issue: SchemaIssue): string {
  return `${issue.file}#${issue.pointer}: ${issue.reason}`;
}

export function issue(file: string, pointer: string, reason: string, severity: SchemaIssue['severity'] = 'error'): SchemaIssue {
  return { file, pointer, reason, severity };
}
