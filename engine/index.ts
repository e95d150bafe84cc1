// Public surface of the engine: screens import only from here.

// Forms
export { SchemaForm, SchemaFormView, type SchemaFormProps, type SchemaFormViewProps } from './form/SchemaForm';
export { useEndpointCall, useEndpointMutation, endpointKey, type EndpointCaller, type CallResult } from './form/useEndpointCall';
export { loadForm, loadedForm, preloadForms, type LoadedForm } from './form/formFiles';
export { LazySchemaForm } from './form/LazySchemaForm';
export { AuthCard } from './form/AuthCard';
export { RouterLink } from './form/RouterLink';
export { QrCode } from './widgets/QrCode';

// Widgets (screen overrides register at RANK.SCREEN_OVERRIDE)
export type { WidgetEntry } from './widgets/types';
export { WIDGETS } from './widgets/registry';
export { RANK, rankWith, bestOf } from './core/testers';
export * as predicates from './core/testers/predicates';

// Rules, validation, schema files (no React)
export { RULES, FORMATS, messageFor, formatMessage } from './core/rules';
export { formatIssue, defaultsOf, rangesOf, type SchemaIssue, type FormFile } from './core/schema';
export { safeRedirect } from './core/navigation/safeRedirect';

// Shared client helpers
export { REQUEST_COMPLETED, showAlert, type AlertOptions } from './feedback/alerts';
export * from './api';

// Lists, tabs, modals, action buttons, badges and formats (schema-driven screen pieces)
export { DataList, DataListView, DataTable, useListController, lists, SavedViewsContext, localViewsAdapter, useApiViewsAdapter, useRecord, useEngineCaller, type ColumnDef, type ListController, type ListDef, type Row, type RecordResult } from './list';
export { TabGroup, TabGroupView, type TabGroupDef } from './tabs';
export { RecordSlots, type RecordSlotProps, type RecordSlotRender } from './record';
export { pageFor, preloadPage, preloadableLazy, type PreloadableLazy, usePageParams, PageLinksContext, PageViews, type PageComponent, type PageProps, type PageLink } from './page';
export { readFilters, writeFilters } from './filters';
export { announceRecordMerchant, findMerchant, MERCHANT_PARAMS, pageMerchantOf, pageMerchantRef, useAnnouncedMerchant } from './page';
export { TextsNamespace } from './list/i18n';
export { pollRows, type PolledState, type PollOptions } from './list';
export { ModalHostProvider, useModalHost, modals, type ModalDef, type FormSlotProps } from './modal';
export { useDropdownModal } from './modal/useDropdownModal';
export { refocus, useFirstUse, type StandInHandlers } from './modal/firstUse';
export { LazyModal } from './modal/LazyModal';
export { SchemaFormSlot } from './modal/SchemaFormSlot';
export { ActionButton } from './actions';
export { StatusBadge } from './badge';
export { formatValue, formatAmount, formatDate, formatDateTime, configureFormats, EMPTY_VALUE } from './format';

// UI primitives for screens (screens import nothing but this file)
export { Alert, Anchor, Badge, Button, Card, Center, Code, CopyButton, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
// ... the dashboard's category tabs and its spoken-only texts (screens/dashboard/Dashboard.tsx)
export { Tabs, VisuallyHidden } from '@mantine/core';
// ... and the schema playground's (screens/dev/Playground.tsx)
export { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
// ... and the button constructor's (screens/buttons/)
export { ColorSwatch, NumberInput, SegmentedControl, Switch, Textarea, UnstyledButton } from '@mantine/core';
// ... and the cash registers' (screens/taxes/)
export { Tooltip } from '@mantine/core';
