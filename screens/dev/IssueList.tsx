// The check's answer beside the preview: `file#pointer: reason` per issue; an issue of the draft
// with a position is a button that puts the editor's caret there.
import { Alert, Button, Loader, Group, Stack, Text, type SchemaCheckIssue } from '../../engine';
import type { DraftCheck } from './useDraftCheck';

export interface IssueListProps {
  id: string;
  file: string;
  check: DraftCheck;
  onPick: (line: number, column: number) => void;
}

const label = (i: SchemaCheckIssue) => `${i.severity}: ${i.file}#${i.pointer}: ${i.reason}`;
// Red 9 and gray 8 keep 4.5:1 on white (WCAG AA).
const colour = (i: SchemaCheckIssue) => `var(--mantine-color-${i.severity === 'error' ? 'red-9' : 'gray-8'})`;

export function IssueList({ id, file, check, onPick }: IssueListProps) {
  const { result } = check;
  const issues = result?.status === 'done' ? result.issues : [];
  const errors = issues.filter((i) => i.severity === 'error').length;
  return (
    <Stack gap="xs" id={id}>
      <Group gap="xs" role="status" aria-live="polite">
        {check.checking && <Loader size="xs" aria-label="Checking" />}
        <Text fw={500}>
          {!result && 'Checking...'}
          {result?.status === 'failed' && 'The check failed'}
          {result?.status === 'done' && (issues.length === 0 ? 'No issues' : `${issues.length} issue(s), ${errors} error(s)`)}
        </Text>
      </Group>
      {result?.status === 'failed' && <Alert color="red">{result.message}</Alert>}
      {issues.length > 0 && (
        <ul aria-label="Issues" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
          {issues.map((i, n) => (
            <li key={n} data-testid="playground-issue">
              {i.file === file && i.line !== undefined ? (
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'left', color: colour(i) } }}
                  h="auto"
                  onClick={() => onPick(i.line!, i.column ?? 1)}
                  title={`Line ${i.line}, column ${i.column ?? 1}`}
                >
                  {label(i)}
                </Button>
              ) : (
                <Text size="sm" style={{ color: colour(i) }} px="xs">
                  {label(i)}
                </Text>
              )}
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
