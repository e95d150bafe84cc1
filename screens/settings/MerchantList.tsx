// /settings/merchants/list: the schema datalist of the user's merchants (schemas/lists/merchant_list.json).
// Delete opens schemas/modals/merchant_delete.json; its call invalidates the Merchant tag, so the
// cached merchant list (header selector) reloads. The header links to My Businesses (the companies
// list, which the sidebar does not name); each company name links to its profile.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, DataList, Group, ModalHostProvider, SchemaFormSlot, Stack, TextsNamespace, Title } from '../../engine';
import type { ScreenProps } from '../registry';

export default function MerchantList({ title }: ScreenProps) {
  const { t } = useTranslation('settings');
  return (
    <TextsNamespace.Provider value="settings">
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Title order={1}>{title}</Title>
            <Button component={Link} to="/settings/companies/list" variant="light">
              {t('My Businesses')}
            </Button>
          </Group>
          <DataList list="merchant_list" pageTitle={title} />
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
