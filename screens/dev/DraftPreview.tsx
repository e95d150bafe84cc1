// The live render of a draft through the engine, from the definition object (not the bundled file):
// a list as DataList, a form as SchemaFormView, a tab group as its tab strip, each against the real
// API with the chosen merchant. A draft form renders without client-side rules (docs/decisions.md,
// 'Schema playground'); a render that throws shows the error until the next good draft.
import { Component, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  DataList,
  ModalHostProvider,
  SavedViewsContext,
  SchemaFormSlot,
  SchemaFormView,
  Stack,
  TabGroupView,
  Text,
  localViewsAdapter,
  useApiViewsAdapter,
  type FormFile,
  type ListDef,
  type SchemaFormViewProps,
  type TabGroupDef,
} from '../../engine';
import type { SchemaKind } from './schemaSources';

/** The browser has no validator for a draft's schema (it ships precompiled ones only). */
const NO_RULES: SchemaFormViewProps['validate'] = Object.assign(() => true, { errors: null });
/** Saved views are per merchant on the server; the browser keeps them until the merchant is known. */
const LOCAL_VIEWS = localViewsAdapter();

export interface DraftPreviewProps {
  kind: SchemaKind;
  file: string;
  def: unknown;
  /** Changes with every good draft: a form starts again from it. */
  version: number;
  /** Path parameters of the calls and tab routes; `merchant` also goes on list calls' query. */
  params: Record<string, string | undefined>;
}

export function DraftPreview({ kind, file, def, version, params }: DraftPreviewProps) {
  const { merchant } = params;
  const viewParams = useMemo(() => (merchant ? { merchant } : undefined), [merchant]);
  const serverViews = useApiViewsAdapter(viewParams);
  return (
    <PreviewBoundary resetKey={version}>
      {kind === 'lists' && (
        <SavedViewsContext.Provider value={merchant ? serverViews : LOCAL_VIEWS}>
          <ModalHostProvider renderForm={SchemaFormSlot}>
            <DataList key={file} list={def as ListDef} params={{ merchant }} pathParams={params} skip={!merchant} />
          </ModalHostProvider>
        </SavedViewsContext.Provider>
      )}
      {kind === 'forms' && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            The draft's rules are not checked in the browser; a submit goes to the real server, which checks the saved file's rules.
          </Text>
          <SchemaFormView key={`${file}:${version}`} form={def as FormFile} validate={NO_RULES} extraData={params} />
        </Stack>
      )}
      {kind === 'tabs' && <TabsPreview key={file} def={def as TabGroupDef} params={params} />}
    </PreviewBoundary>
  );
}

function TabsPreview({ def, params }: { def: TabGroupDef; params: Record<string, string | undefined> }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const active = def.tabs.find((t) => t.id === chosen) ?? def.tabs[0];
  const route = active?.route.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
  return (
    <TabGroupView def={def} active={active?.id ?? null} onChoose={setChosen}>
      {active && (
        <Text size="sm" pt="md">
          Opens <code>{route}</code>
        </Text>
      )}
    </TabGroupView>
  );
}

class PreviewBoundary extends Component<{ resetKey: number; children: ReactNode }, { error: Error | null; key: number }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: number }, state: { key: number }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  render() {
    if (this.state.error) return <Alert color="red" title="The draft does not render">{this.state.error.message}</Alert>;
    return this.props.children;
  }
}
