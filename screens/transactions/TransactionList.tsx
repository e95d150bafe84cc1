// A route-tied tab group over one schema list: the tab (route :type) picks the list call of
// schemas/endpoints/transactions.json; filters, search, paging, Configure report and Save to reports
// come from the list file. Row modals (capture, refund) render schema forms.
import { useParams } from 'react-router-dom';
import {
  DataList,
  ModalHostProvider,
  SavedViewsContext,
  SchemaFormSlot,
  Stack,
  TabGroup,
  TextsNamespace,
  Title,
  lists,
  localViewsAdapter,
} from '../../engine';
import { useMerchantId } from './merchant';
import { useTransactionViews } from './views';

// Saved views live on the server (/views/{list}/, per user, list and merchant; screens/transactions/
// views.ts); the browser keeps them only until the merchant is known.
const local = localViewsAdapter();

export interface TransactionListProps {
  /** Tab group of schemas/tabs/. */
  tabs: string;
  /** List of schemas/lists/ (or one per tab). */
  list: string | Record<string, string>;
  /** Tab id (route :type) -> call of schemas/endpoints/. */
  calls: Record<string, string>;
  /** The screen's title (routes.json), the page heading. */
  title: string;
}

export function TransactionList({ tabs, list, calls, title }: TransactionListProps) {
  const { type = '' } = useParams();
  const merchant = useMerchantId();
  const call = calls[type];
  const listId = typeof list === 'string' ? list : list[type];
  const views = useTransactionViews(merchant, local);
  return (
    <TextsNamespace.Provider value="transactions">
      <SavedViewsContext.Provider value={views}>
        <ModalHostProvider renderForm={SchemaFormSlot}>
          <Stack gap="md">
            <Title order={1}>{title}</Title>
            <TabGroup group={tabs}>
              {call && listId && (
                <Stack pt="md">
                  <DataList
                    key={type}
                    list={{ ...lists.get(listId), endpoint: call }}
                    params={{ merchant }}
                    skip={!merchant}
                    pageTitle={title}
                  />
                </Stack>
              )}
            </TabGroup>
          </Stack>
        </ModalHostProvider>
      </SavedViewsContext.Provider>
    </TextsNamespace.Provider>
  );
}
