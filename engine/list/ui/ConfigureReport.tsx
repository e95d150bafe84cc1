// 'Configure report': reads <list>fields/ and <list>settings/, lets the user choose and order
// the columns (mandatory ones locked) and saves them through POST <list>settings/; the list
// then reloads with the new current.fields.
import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { ActionButton } from '../../actions/ActionButton';
import { EngineModal } from '../../modal/EngineModal';
import { useModalPhase } from '../../modal/useModalPhase';
import { listApi as api } from '../api/listEndpoints';
import type { ListController } from '../useListController';
import { ColumnChooser } from './ColumnChooser';
import { useT } from '../i18n';
import { chosenFields, initialChoice, type ColumnChoice } from './columnChoice';

function ChooserBody({ controller, onDone }: { controller: ListController; onDone(): void }) {
  const arg = (c: 'fields' | 'settings') => ({
    call: controller.call,
    url: controller.companionUrl(c),
  });
  const fields = api.useEngineListFieldsQuery(arg('fields'));
  const settings = api.useEngineListSettingsQuery(arg('settings'));
  const [save] = api.useEngineSaveListSettingsMutation();
  const [choice, setChoice] = useState<ColumnChoice[] | null>(null);
  const t = useT();
  if (fields.error || settings.error) return <Text c="red">{t('Request error')}</Text>;
  if (!fields.data || !settings.data) return <Loader size="sm" />;
  const mandatory = fields.data.mandatory_fields ?? controller.response?.mandatory_fields ?? [];
  const value = choice ?? initialChoice(fields.data.fields, settings.data.fields, mandatory);
  return (
    <>
      <ColumnChooser value={value} onChange={setChoice} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <ActionButton
          label="Save"
          onRun={() => save({ ...arg('settings'), fields: chosenFields(value) }).unwrap()}
          onDone={(ok) => ok && onDone()}
        />
      </Group>
    </>
  );
}

export function ConfigureReportButton({ controller }: { controller: ListController }) {
  const handle = useModalPhase();
  const t = useT();
  return (
    <>
      <Button variant="default" size="xs" onClick={handle.show}>
        {t('Configure report')}
      </Button>
      <EngineModal handle={handle} title={t('Configure report')} keyboard>
        {handle.phase !== 'hidden' && <ChooserBody controller={controller} onDone={handle.hide} />}
      </EngineModal>
    </>
  );
}
