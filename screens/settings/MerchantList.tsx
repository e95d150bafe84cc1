// /settings/merchants/list: the schema datalist of the user's merchants (schemas/lists/merchant_list.json).
// Delete opens schemas/modals/merchant_delete.json; its call invalidates the Merchant tag, so the
// cached merchant list (header selector) reloads.
import { DataList, ModalHostProvider, SchemaFormSlot, Stack, TextsNamespace, Title } from '../../engine';
import type { ScreenProps } from '../registry';

export default function MerchantList({ title }: ScreenProps) {
  return (
    <TextsNamespace.Provider value="settings">
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <DataList list="merchant_list" />
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
