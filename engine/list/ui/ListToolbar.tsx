// Above the table: title, full-text search, filters (a dropdown; a modal below 992 px), saved
// views, Configure report, the exports (Save to reports or Export CSV / XLS) and the list's own actions.
import { Badge, Group, Loader, TextInput } from '@mantine/core';
import { SectionTitle } from '../../heading/SectionTitle';
import { lazy, Suspense, useState } from 'react';
import { ResponsiveDropdown } from '../../modal/ResponsiveDropdown';
import { ActionButton } from '../../actions/ActionButton';
import type { ListController } from '../useListController';
import { SavedViewsMenu } from '../views/SavedViewsMenu';
import { ConfigureReportButton } from './ConfigureReport';
import { ExportButtons } from './ExportButtons';
import { actionPermitted, type ActionDef } from '../../core/list/types';
import { useT } from '../i18n';

// The filter editor (its inputs include the date pickers) loads when the Filters dropdown first opens.
const FilterBar = lazy(() => import('../../filters/ui/FilterBar').then((m) => ({ default: m.FilterBar })));

function SearchBox({ controller }: { controller: ListController }) {
  const [text, setText] = useState(controller.q);
  const t = useT();
  return (
    <form onSubmit={(e) => (e.preventDefault(), controller.setQuery(text.trim()))} role="search">
      <TextInput
        size="xs"
        aria-label={t('Search')}
        placeholder={t('Search')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </form>
  );
}

export function ListToolbar({
  controller,
  onAction,
  hideTitle = false,
}: {
  controller: ListController;
  onAction(a: ActionDef): Promise<unknown>;
  /** Leave the title out (it repeats the page heading); the controls keep their place on the right. */
  hideTitle?: boolean;
}) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const t = useT();
  const { def } = controller;
  const hasFilters = controller.filterItems.length > 0;
  return (
    <Group justify="space-between" mb="sm">
      {hideTitle ? <span /> : <SectionTitle size="h3">{t(def.title)}</SectionTitle>}
      <Group gap="xs">
        {def.fulltext && <SearchBox key={controller.q} controller={controller} />}
        {hasFilters && (
          <ResponsiveDropdown
            title={t('Filters')}
            size="xs"
            width={640}
            opened={filtersOpen}
            onChange={setFiltersOpen}
            label={
              <>
                {t('Filters')}
                {controller.filters.length > 0 && (
                  <Badge ml={6} size="sm" circle>
                    {controller.filters.length}
                  </Badge>
                )}
              </>
            }
          >
            <Suspense fallback={<Loader size="sm" />}>
              <FilterBar
                key={JSON.stringify(controller.filters)}
                items={controller.filterItems}
                enabled={controller.enabledFilters}
                applied={controller.filters}
                onApply={(entries) => (controller.setFilters(entries), setFiltersOpen(false))}
              />
            </Suspense>
          </ResponsiveDropdown>
        )}
        {def.savedViews && <SavedViewsMenu controller={controller} />}
        {def.configure && <ConfigureReportButton controller={controller} />}
        <ExportButtons controller={controller} />
        {(def.listActions ?? []).filter((a) => actionPermitted(a, controller.canEdit)).map((a) => (
          <ActionButton key={a.id} size="xs" label={a.label} color={a.color} onRun={() => onAction(a)} />
        ))}
      </Group>
    </Group>
  );
}
