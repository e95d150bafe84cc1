// /dev/playground: the schema playground (issue 9, must-show 7). An analyst picks a list, form or
// tab group file of schemas/, edits its JSON, and sees the screen re-render live through the engine
// against the real API, with the check's issues (server side: npm run schemas:check's checks with the
// draft in place of the file) beside it. Drafts stay in this browser (localStorage); nothing is
// saved to the server's files. Open to every signed-in user in a development build, else to users
// with the schema_editor privilege; others get the 403 page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Group,
  Loader,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  useAccountCheckAuthQuery,
  usePageParams,
} from '../../engine';
import type { ScreenProps } from '../registry';
import { DraftPreview } from './DraftPreview';
import { IssueList } from './IssueList';
import { JsonEditor, type JsonEditorHandle } from './JsonEditor';
import { missingParams, parseParams } from './pathParams';
import { SCHEMA_FILES, drafts, kindOf, loadSource } from './schemaSources';
import { useDraftCheck } from './useDraftCheck';

const FIRST_FILE = SCHEMA_FILES.includes('schemas/lists/payments.json') ? 'schemas/lists/payments.json' : SCHEMA_FILES[0];
const ISSUES_ID = 'playground-issues';

export default function Playground({ title }: ScreenProps) {
  const { data: auth } = useAccountCheckAuthQuery();
  if (!auth) return <Loader size="sm" />;
  if (!import.meta.env.DEV && auth.user?.schema_editor !== true) return <Navigate to="/error/403" replace />;
  return <PlaygroundPage title={title} />;
}

function PlaygroundPage({ title }: ScreenProps) {
  const [file, setFile] = useState(() => {
    const last = drafts.lastFile();
    return last && SCHEMA_FILES.includes(last) ? last : FIRST_FILE;
  });
  // The picked file as bundled today, and the text being edited (the draft kept for it, if any).
  const [source, setSource] = useState<{ file: string; text: string } | null>(null);
  const [edited, setEdited] = useState<{ file: string; text: string } | null>(null);
  const editor = useRef<JsonEditorHandle>(null);
  const { merchant } = usePageParams();
  const [paramText, setParamText] = useState('');
  const params = useMemo(() => ({ merchant, ...parseParams(paramText) }), [merchant, paramText]);

  useEffect(() => {
    let live = true;
    void loadSource(file).then((original) => {
      if (!live) return;
      setSource({ file, text: original });
      setEdited({ file, text: drafts.get(file) ?? original });
    });
    return () => {
      live = false;
    };
  }, [file]);

  const original = source?.file === file ? source.text : null;
  const text = edited?.file === file ? edited.text : null;
  const check = useDraftCheck(file, text);

  const edit = useCallback(
    (next: string) => {
      setEdited({ file, text: next });
      if (next === original) drafts.remove(file);
      else drafts.set(file, next);
    },
    [file, original],
  );

  const pick = (next: string) => {
    drafts.setLastFile(next);
    setFile(next);
  };

  const reset = () => {
    if (original === null) return;
    drafts.remove(file);
    setEdited({ file, text: original });
  };

  const options = useMemo(() => SCHEMA_FILES.map((f) => ({ value: f, label: f.replace(/^schemas\//, '') })), []);
  const changed = text !== null && original !== null && text !== original;
  const { good, result } = check;
  const broken = result?.status === 'done' && result.issues.some((i) => i.severity === 'error');
  const missing = good ? missingParams(kindOf(file), good.def, params) : [];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text size="sm" c="dimmed">
        Edit a list, form or tab group as JSON: the screen on the right re-renders through the engine against the real API, with
        the check's issues above it. Drafts stay in this browser; nothing is saved to the server's files. To keep a change, copy the
        JSON into the file under schemas/ and run npm run schemas:check.
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm">
            <NativeSelect label="Schema file" data={options} value={file} onChange={(e) => pick(e.currentTarget.value)} style={{ flex: 1 }} />
            <Button variant="default" onClick={reset} disabled={!changed}>
              Reset
            </Button>
          </Group>
          {text === null ? (
            <Loader size="sm" />
          ) : (
            <JsonEditor ref={editor} label={`JSON of ${file}`} value={text} onChange={edit} describedBy={ISSUES_ID} />
          )}
          {changed && (
            <Text size="sm" c="dimmed">
              Draft kept in this browser.
            </Text>
          )}
          <TextInput
            label="Path parameters"
            description="For calls and routes with parameters other than the merchant chosen in the header, e.g. company=3, id=12"
            value={paramText}
            onChange={(e) => setParamText(e.currentTarget.value)}
            spellCheck={false}
          />
        </Stack>
        <Stack component="section" gap="md" aria-label="Preview">
          <IssueList id={ISSUES_ID} file={file} check={check} onPick={(line, column) => editor.current?.moveTo(line, column)} />
          {good && broken && (
            <Alert color="yellow" variant="light">
              The draft has errors: the last draft without errors is shown.
            </Alert>
          )}
          {good && missing.length > 0 && (
            <Alert color="blue" variant="light">
              The draft's calls need the path parameters {missing.join(', ')}: give them under Path parameters.
            </Alert>
          )}
          {good ? (
            missing.length === 0 && <DraftPreview kind={kindOf(file)} file={file} def={good.def} version={good.version} params={params} />
          ) : (
            check.checking && <Loader size="sm" aria-label="Rendering" />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
