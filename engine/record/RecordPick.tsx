// A record page whose address must name one of a call's rows (`pick`): while it does not, the page
// shows its title and a select of the offered rows (or the `empty` text when none is offered);
// picking one goes to `route` with the picked value. Test id: <id>-pick.
import { Alert, Loader, NativeSelect, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathParamsOf } from '../api/endpointCall';
import { SectionTitle } from '../heading/SectionTitle';
import { useRecord } from '../list/api/useRecord';
import { useT } from '../list/i18n';
import { pickState } from './pageState';
import { fill } from './subject';
import type { RecordPickDef } from './types';

export function RecordPick({ id, def, title, page, children }: {
  id: string;
  def: RecordPickDef;
  title: string;
  page: Record<string, string | undefined>;
  children: ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const pathParams = Object.fromEntries(pathParamsOf(def.endpoint).map((name) => [name, page[name]]));
  const { data, error } = useRecord(def.endpoint, { pathParams });
  if (data === undefined) {
    return error ? (
      <Stack gap="md">
        <SectionTitle size="h2">{title}</SectionTitle>
        <Alert color="red" role="alert">{error}</Alert>
      </Stack>
    ) : (
      <Loader />
    );
  }
  const state = pickState(def, data, page);
  if (state.known) return <>{children}</>;
  const go = (value: string) => navigate(fill(def.route, { reply: undefined, page: { ...page, [def.param]: value } }).text);
  return (
    <Stack maw={480}>
      <SectionTitle size="h2">{title}</SectionTitle>
      {state.offered.length === 0 ? (
        <Alert color="gray">{t(def.empty)}</Alert>
      ) : (
        <NativeSelect
          label={t(def.label)}
          data={[{ value: '', label: t(def.placeholder) }, ...state.offered.map((o) => ({ value: o.value, label: o.text }))]}
          onChange={(e) => e.currentTarget.value && go(e.currentTarget.value)}
          data-testid={`${id}-pick`}
        />
      )}
    </Stack>
  );
}
