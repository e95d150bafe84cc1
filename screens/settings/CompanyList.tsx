// /settings/companies/list (My Businesses): the schema datalist of the companies of the user's
// merchants (schemas/lists/company_list.json); a row opens the company profile.
import { DataList, ModalHostProvider, SchemaFormSlot, Stack, TextsNamespace, Title } from '../../engine';
import type { ScreenProps } from '../registry';

export default function CompanyList({ title }: ScreenProps) {
  return (
    <TextsNamespace.Provider value="companies">
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          <DataList list="company_list" pageTitle={title} />
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
