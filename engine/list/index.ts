// Public surface of the lists engine (re-exported by engine/index.ts).
export { DataList, DataListView, type DataListProps } from './ui/DataList';
export { DataTable, DEFAULT_ROW_HEIGHT, type DataTableProps } from './ui/DataTable';
export { Pager, type PagerProps } from './ui/Pager';
export { RowActionsMenu } from './ui/RowActionsMenu';
export { ConfigureReportButton } from './ui/ConfigureReport';
export { SavedViewsMenu } from './views/SavedViewsMenu';
export { useListController, type ListController, type ListControllerOptions } from './useListController';
export { listApi, LIST_TAG } from './api/listEndpoints';
export { companionPath } from './api/locateList';
export { checkListResponse, ResponseShapeError } from './response/checkListResponse';
export type {
  ListResponse,
  FieldsResponse,
  SettingsResponse,
  ExportResponse,
  FieldInfo,
  Paginator,
} from './response/types';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '../core/list/pageSizes';
export { lists } from './registry';
export { SavedViewsContext, useApiViewsAdapter } from './views/context';
export { localViewsAdapter, type SavedView, type SavedViewsAdapter } from './views/adapter';
export { virtualWindow } from './virtual/virtualWindow';
export { pollRows, type PolledState, type PollOptions } from './rowPoll';
export type { ListDef, ColumnDef, ActionDef, Row } from '../core/list/types';
export { useRecord, recordArg, type RecordOptions, type RecordResult } from './api/useRecord';
export { useEngineCaller, type EngineCaller, type TypedEngineCaller, type EngineCallResult, type EngineCallOptions } from './api/useEngineCaller';
