// 'Save to reports': POST <list>export/ with the current filters, columns and query words;
// success shows the server's message (or the default success alert).
import { ActionButton } from '../../actions/ActionButton';
import { showAlert } from '../../feedback/alerts';
import { serverText } from '../../feedback/serverText';
import { listApi } from '../api/listEndpoints';
import type { ExportResponse } from '../response/types';
import type { ListController } from '../useListController';
import { useT } from '../i18n';

export function exportBody(c: Pick<ListController, 'filters' | 'columns' | 'q' | 'sort'>) {
  return { filters: c.filters, fields: c.columns.map((col) => col.field), query_words: c.q, sort: c.sort };
}

export function SaveToReportsButton({ controller }: { controller: ListController }) {
  const [exportList] = listApi.useEngineExportListMutation();
  const t = useT();
  return (
    <ActionButton
      label="Save to reports"
      size="xs"
      variant="default"
      errorMessage="Request error"
      onRun={() =>
        exportList({
          call: controller.call,
          url: controller.companionUrl('export'),
          body: exportBody(controller),
        }).unwrap()
      }
      onDone={(ok, result) =>
        ok &&
        showAlert({
          message: serverText(t, (result as ExportResponse)?.message ?? 'Request completed successfully'),
          variant: 'success',
        })
      }
    />
  );
}
