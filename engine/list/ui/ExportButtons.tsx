// The list's exports (the list file's `export`): `true` offers 'Save to reports' (the server's
// default format, CSV); `{"formats": [...]}` one button per format (Export CSV, Export XLS). Each
// POSTs <list>export/ with the current filters, columns, search words and sort (and the format);
// success shows the server's message (or the default success alert).
import { ActionButton } from '../../actions/ActionButton';
import { REQUEST_COMPLETED, showAlert } from '../../feedback/alerts';
import { serverText } from '../../feedback/serverText';
import { listApi } from '../api/listEndpoints';
import type { ListController } from '../useListController';
import type { ExportFormat } from '../../core/list/types';
import { useT } from '../i18n';

/** The button of each format: the file type the user knows (xlsx is Excel's "XLS"). */
const EXPORT_LABELS: Record<ExportFormat, string> = { csv: 'Export CSV', xlsx: 'Export XLS' };

function exportBody(c: Pick<ListController, 'filters' | 'columns' | 'q' | 'sort'>) {
  return { filters: c.filters, fields: c.columns.map((col) => col.field), query_words: c.q, sort: c.sort };
}

function ExportButton({ controller, label, format, errorMessage }: {
  controller: ListController;
  label: string;
  format?: ExportFormat;
  errorMessage: string;
}) {
  const [exportList] = listApi.useEngineExportListMutation();
  const t = useT();
  return (
    <ActionButton
      label={label}
      size="xs"
      variant="default"
      errorMessage={errorMessage}
      data-testid={format && `list-export-${format}`}
      onRun={() =>
        exportList({
          call: controller.call,
          url: controller.companionUrl('export'),
          body: format ? { ...exportBody(controller), format } : exportBody(controller),
        }).unwrap()
      }
      onDone={(ok, result) =>
        ok && showAlert({ message: serverText(t, result?.message ?? REQUEST_COMPLETED), variant: 'success' })
      }
    />
  );
}

export function ExportButtons({ controller }: { controller: ListController }) {
  const spec = controller.def.export;
  if (!spec) return null;
  if (spec === true) return <ExportButton controller={controller} label="Save to reports" errorMessage="Request error" />;
  // Spec 002 s.8: a failed report export is a danger alert.
  return spec.formats.map((format) => (
    <ExportButton key={format} controller={controller} format={format} label={EXPORT_LABELS[format]} errorMessage="Report export failed" />
  ));
}
