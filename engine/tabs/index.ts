export { TabGroup, TabGroupView, type TabGroupProps, type TabGroupViewProps } from './TabGroup';
export { useTabGuard, type CanLeave } from './guard';
export { rememberTab, rememberedTab } from './tabMemory';
export { activeTab, fallbackTab, tabPath } from './tabRoutes';
export { tabGroups } from './registry';
export type { TabDef, TabGroupDef, TabContentDef, FormContentDef, ListContentDef, RowFilesDef, PageRecordDef } from './types';
export { TAB_CONTENT, contentKind } from './content/registry';
