// The `record` page kind (schemas/routes.json `"screen": "engine/record", "schema": "<id>"`):
// the record file's page, with its texts namespace and a modal host for its actions.
import { HeadingsAt } from '../heading/SectionTitle';
import { TextsNamespace } from '../list/i18n';
import { ModalHostProvider } from '../modal/ModalHostProvider';
import { SchemaFormSlot } from '../modal/SchemaFormSlot';
import { records } from '../record/registry';
import { RecordView } from '../record/RecordView';
import type { PageProps } from './registry';
import { usePageParams } from './usePageParams';

export default function RecordPage({ title, schemaId }: PageProps) {
  const def = records.get(schemaId);
  const page = usePageParams();
  return (
    <TextsNamespace.Provider value={def.texts ?? null}>
      <ModalHostProvider renderForm={SchemaFormSlot}>
        {/* The record's title ("Payment order_7") is the page's heading. */}
        <HeadingsAt level={1}>
          <RecordView key={schemaId} def={def} title={title} page={page} />
        </HeadingsAt>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
