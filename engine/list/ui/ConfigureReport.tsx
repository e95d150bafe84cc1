// 'Configure report': the list file's columns (mandatory ones locked) in the user's saved order
// (<list>settings/); the choice is saved through POST <list>settings/ and the list then reloads
// with the new current.fields.
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
  const arg = { call: controller.call, url: controller.companionUrl('settings') };
  const settings = api.useEngineListSettingsQuery(arg);
  const [save] = api.useEngineSaveListSettingsMutation();
  const [choice, setChoice] = useState<ColumnChoice[] | null>(null);
  const t = useT();
  if (settings.error) return <Text c="red">{t('Request error')}</Text>;
  if (!settings.data) return <Loader size="sm" />;
  const value = choice ?? initialChoice(controller.def.columns, settings.data.fields);
  return (
    <>
      <ColumnChooser value={value} onChange={setChoice} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <ActionButton
          label="Save"
          onRun={() => save({ ...arg, fields: chosenFields(value) }).unwrap()}
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
