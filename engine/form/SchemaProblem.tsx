// Visible placeholder for a form file that cannot be rendered: every issue as file#pointer: reason.
import { Alert, List } from '@mantine/core';
import { formatIssue, type SchemaIssue } from '../core/schema/issue';

export function SchemaProblem({ issues }: { issues: readonly SchemaIssue[] }) {
  return (
    <Alert color="red" title="This form cannot be shown" data-testid="schema-problem">
      <List size="sm">
        {issues.map((i) => (
          <List.Item key={formatIssue(i)}>{formatIssue(i)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
