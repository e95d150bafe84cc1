// A route-tied tab group over one schema list: the tab (route :type) picks the list call of
// schemas/endpoints/transactions.json; filters, search, paging, Configure report and Save to reports
// come from the list file. Row modals (capture, refund) render schema forms.
import { useParams } from 'react-router-dom';
import {
  DataList,
  ModalHostProvider,
  SchemaFormSlot,
  Stack,
  TabGroup,
  TextsNamespace,
  Title,
  lists,
} from '../../engine';
import { useMerchantId } from './merchant';

export interface TransactionListProps {
  title: string;
  /** Tab group of schemas/tabs/. */
  tabs: string;
  /** List of schemas/lists/ (or one per tab). */
  list: string | Record<string, string>;
  /** Tab id (route :type) -> call of schemas/endpoints/. */
  calls: Record<string, string>;
}

export function TransactionList({ title, tabs, list, calls }: TransactionListProps) {
  const { type = '' } = useParams();
  const merchant = useMerchantId();
  const call = calls[type];
  const listId = typeof list === 'string' ? list : list[type];
  return (
    <TextsNamespace.Provider value="transactions">
      <ModalHostProvider renderForm={SchemaFormSlot}>
        <Stack gap="md">
          <Title order={2}>{title}</Title>
          <TabGroup group={tabs}>
            {call && listId && (
              <Stack pt="md">
                <DataList
                  key={type}
                  list={{ ...lists.get(listId), endpoint: call }}
                  params={{ merchant }}
                  skip={!merchant}
                />
              </Stack>
            )}
          </TabGroup>
        </Stack>
      </ModalHostProvider>
    </TextsNamespace.Provider>
  );
}
