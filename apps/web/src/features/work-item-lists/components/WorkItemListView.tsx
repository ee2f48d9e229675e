import { useCallback, useMemo, type ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { NONE_FILTER_VALUE, ROLE, STATE_GROUPS, type Role, type WorkItem, type WorkItemCreate, type WorkItemDisplayProperties, type WorkItemOrderBy } from '@cairn/types';
import {
  chosenOrDefaultOrderBy, contextProjectId, contextViewOf, listContextKey, listOf, selectJoinedProjects, selectListCapabilities, selectLocalCacheOn, selectStartOfWeek, useAppStore, type ListContext,
} from '@cairn/state';
import { Button, Checkbox } from '@cairn/ui-kit';
// WorkItemPeek brings work-items.css (.cw-wi-key, .cw-wi-state__dot, .cw-wi-priority--*, which the rows use too).
import { WorkItemPeek, workItemKey } from '../../work-items';
import { BulkActionBar } from './BulkActionBar';
import { appliedFilterCount, type FilterChoice, type FilterChoices } from './FilterMenu';
import { LayoutBody } from './LayoutBody';
import { ListEmptyState, ListError, ListSkeleton } from './ListStates';
import { ListToolbar } from './ListToolbar';
import { QuickAdd } from './QuickAdd';
import { ReloadIndicator } from './ReloadIndicator';
import { canDropInGroup } from '../hooks/group-order';
import { displayPatch, effectiveOrderBy, isGroupedLayout, isMixedContext } from '../hooks/display-rules';
import { buildLayoutGroups } from '../hooks/list-groups';
import { useListActions } from '../hooks/use-list-actions';
import { useBulkSelection } from '../hooks/use-bulk-selection';
import { useListOptions } from '../hooks/use-list-options';
import { useStableContext } from '../hooks/use-stable-context';
import { useWorkItemList } from '../hooks/use-work-item-list';
import { ALL_GROUP, type GroupedLayoutProps } from '../layouts/grouped-layout-props';
import type { LayoutCommonProps } from '../layouts/layout-props';
// Rows share the key, state-dot and priority styles of the work-item screens (and the peek needs them).
import '../work-item-lists.css';

const NO_ITEMS: readonly WorkItem[] = [];
const NO_IDS: readonly string[] = [];

/** Props of WorkItemListView. */
export interface WorkItemListViewProps {
  slug: string;
  ctx: ListContext;
  /** The caller's role in the context's project (project, archived, draft); lists that mix projects leave it out. */
  projectRole?: Role;
  /** Opens the full create dialog (where the screen has one). */
  onCreate?: () => void;
}

/**
 * Every work-item list (project, archived, drafts, global views, profile lists) in one component: loads the stored
 * settings and then the list, draws the toolbar (search, filters, display, layouts), the loader and empty states and
 * the chosen layout, and wires the layouts to the store (inline edits, quick add, moves, paging, the ?peekId= peek).
 * The context's restrictions (spec §6) come from selectListCapabilities.
 */
export function WorkItemListView(props: WorkItemListViewProps) {
  const { t } = useT();
  const { slug } = props;
  const ctx = useStableContext(props.ctx);
  const mixed = isMixedContext(ctx.kind);
  const fixedProject = contextProjectId(ctx);
  // A locked saved view keeps its filters (spec §4): they show without being changeable.
  const savedView = contextViewOf(ctx);
  const filtersLocked = useAppStore((s) => (savedView ? s.viewsById[savedView.viewId]?.is_locked === true : false));
  const data = useWorkItemList(slug, ctx);
  const actions = useListActions(slug, ctx);
  const { list, properties } = data;
  const display = properties.display_filters;
  const layout = display.layout ?? 'list';
  const byId = useAppStore((s) => s.workItemsById);
  const projectsById = useAppStore((s) => s.projectsById);
  const joined = useAppStore((s) => selectJoinedProjects(s, slug));
  const weekStart = useAppStore(selectStartOfWeek);
  const caps = selectListCapabilities(ctx, props.projectRole);
  const readOnly = props.projectRole === ROLE.GUEST;

  const presentKey = mixed ? [...new Set((list?.ids ?? []).map((id) => byId[id]?.project_id).filter(Boolean))].sort().join(',') : (fixedProject ?? '');
  const projectIds = useMemo(() => (presentKey ? presentKey.split(',') : []), [presentKey]);
  const { optionsFor, lookup, people } = useListOptions(slug, projectIds, mixed);

  const keyOf = useCallback((item: WorkItem) => workItemKey((item as { project_identifier?: string }).project_identifier ?? projectsById[item.project_id]?.identifier, item.sequence_id), [projectsById]);
  const showEmpty = display.show_empty_groups !== false;
  // Built from the parts of the list the groups show, not the list object: a reload's loader change (the filter click)
  // keeps the groups, so the layout and its rows do not render again until the answer.
  const { ids: listIds, groups: listGroups, groupedBy: listGroupedBy, subGroupedBy: listSubGroupedBy, totalCount: listTotal, hasMore: listHasMore } = list ?? {};
  const items = useMemo(() => (listIds ? listOf(listIds, byId) : NO_ITEMS), [listIds, byId]);
  const groups = useMemo(
    () =>
      listIds && listGroups && isGroupedLayout(layout)
        ? buildLayoutGroups(
            { ids: listIds, groups: listGroups, groupedBy: listGroupedBy ?? null, subGroupedBy: listSubGroupedBy ?? null, totalCount: listTotal ?? 0, hasMore: listHasMore ?? false },
            { showEmpty, lookup, t, itemsOf: (ids) => listOf(ids, byId) },
          )
        : [],
    [listIds, listGroups, listGroupedBy, listSubGroupedBy, listTotal, listHasMore, layout, showEmpty, lookup, t, byId],
  );

  const choices = useMemo<FilterChoices>(() => {
    const states = [...lookup.statesById.values()].sort((a, b) => STATE_GROUPS.indexOf(a.group) - STATE_GROUPS.indexOf(b.group) || a.sequence - b.sequence);
    const identifierOf = (projectId: string) => projectsById[projectId]?.identifier;
    return {
      state: states.map((s) => ({ value: s.id, label: mixed ? `${s.name} (${identifierOf(s.project_id) ?? '?'})` : s.name })),
      people: people.map((p) => ({ value: p.id, label: p.name })),
      labels: [...lookup.labelsById.values()].sort((a, b) => a.sort_order - b.sort_order).map((l) => ({ value: l.id, label: l.name })),
      cycles: planningChoices(lookup.cyclesById, t('work_item_lists.group.none_cycle'), ctx.kind !== 'cycle'),
      modules: planningChoices(lookup.modulesById, t('work_item_lists.group.none_module'), true),
      projects: mixed ? joined.map((p) => ({ value: p.id, label: p.name })) : undefined,
    };
  }, [lookup, people, mixed, joined, projectsById, t, ctx.kind]);

  const groupBy = list?.groupedBy ?? null;
  const subGroupBy = list?.subGroupedBy ?? null;
  // Where projects mix, a quick add asks for its project, unless the group it is typed in is one.
  const projectFromGroup = groupBy === 'project' || subGroupBy === 'project';
  const writableProjects = useMemo(
    () => (mixed ? joined.filter((p) => (p.member_role ?? 0) >= ROLE.MEMBER).map((p) => ({ value: p.id, label: p.name })) : undefined),
    [mixed, joined],
  );
  const quickAddProjects = projectFromGroup ? undefined : writableProjects;
  const localCacheOn = useAppStore(selectLocalCacheOn);
  const orderBy = effectiveOrderBy(ctx.kind, chosenOrDefaultOrderBy(display, localCacheOn));
  const canEdit = caps.canInlineEdit && !readOnly;
  const { onQuickAdd, onUpdate, onOpen, onMove } = actions;
  const { loadMore } = data;

  // Bulk selection: list and spreadsheet rows of lists that may be edited (not archived items or drafts).
  const bulkOn = canEdit && ctx.kind !== 'archived' && ctx.kind !== 'draft' && (layout === 'list' || layout === 'spreadsheet');
  const shownIds = useMemo(
    () => (layout === 'list' ? groups.flatMap((g) => (g.subGroups ? g.subGroups.flatMap((sg) => sg.items) : g.items)) : items).map((i) => i.id),
    [layout, groups, items],
  );
  const selection = useBulkSelection(bulkOn ? shownIds : NO_IDS, bulkOn ? listContextKey(ctx) : '');
  const selectedItems = useMemo(
    () => (selection.selectedIds.size ? shownIds.filter((id) => selection.selectedIds.has(id)).map((id) => byId[id]).filter((i): i is WorkItem => i !== undefined) : NO_ITEMS),
    [shownIds, selection.selectedIds, byId],
  );

  const common: LayoutCommonProps = {
    items,
    totalCount: list?.totalCount ?? 0,
    hasMore: list?.hasMore ?? false,
    // A first page or a next page; a reload of a loaded list ('fetch', 'mutation') keeps its rows and is the view's.
    loading: list?.loader === 'init-loader' || list?.loader === 'pagination',
    onLoadMore: useCallback(() => loadMore(), [loadMore]),
    optionsFor,
    keyOf,
    displayProperties: useMemo(() => withoutOwnContext(ctx.kind, properties.display_properties), [ctx.kind, properties.display_properties]),
    canEdit,
    onUpdate,
    onOpen,
    // Where projects mix (profile lists), the quick-add field offers the projects the user may write in.
    canQuickAdd: caps.canQuickAdd && !readOnly && (fixedProject !== undefined || (writableProjects?.length ?? 0) > 0),
    quickAddProjects,
    onQuickAdd: useCallback((name: string, preset: Partial<WorkItemCreate>, projectId?: string) => onQuickAdd(name, preset, { projectId }), [onQuickAdd]),
    selection: bulkOn ? selection : undefined,
  };
  const canDropIn = useCallback(
    (item: WorkItem, groupKey: string, subGroupKey: string | undefined) =>
      canDropInGroup(item, groupBy, groupKey, lookup) && (subGroupKey === undefined || canDropInGroup(item, subGroupBy, subGroupKey, lookup)),
    [groupBy, subGroupBy, lookup],
  );
  const grouped: Omit<GroupedLayoutProps, keyof LayoutCommonProps> = {
    groupBy,
    subGroupBy,
    groups,
    orderBy,
    onLoadMoreGroup: useCallback((groupKey: string, subGroupKey?: string) => loadMore(groupKey === ALL_GROUP ? undefined : groupKey, subGroupKey), [loadMore]),
    onQuickAddInGroup: useCallback(
      (name: string, groupKey: string, subGroupKey: string | undefined, projectId: string | undefined) =>
        onQuickAdd(name, {}, { groupKey: groupKey === ALL_GROUP ? undefined : groupKey, subGroupKey, projectId }),
      [onQuickAdd],
    ),
    canDropIn,
    canReorder: orderBy === 'sort_order',
    onMove,
  };
  const groupedQuickAdd = caps.canQuickAdd && !readOnly && (fixedProject !== undefined || (writableProjects?.length ?? 0) > 0);

  const dateLayout = layout === 'calendar' || layout === 'gantt';
  const filtered = appliedFilterCount(properties.filters) > 0 || data.search !== '';
  const clearFilters = () => {
    if (data.search) data.setSearch('');
    void data.update({ filters: Object.fromEntries(Object.keys(properties.filters).map((k) => [k, []])) });
  };

  let createAction: ReactNode;
  if (caps.canCreate && !readOnly && props.onCreate) {
    createAction = <Button onClick={props.onCreate}>{t('work_items.create.button')}</Button>;
  } else if (groupedQuickAdd) {
    createAction = <QuickAdd projects={writableProjects} onAdd={(name, projectId) => onQuickAdd(name, {}, { projectId })} />;
  }

  let body: ReactNode;
  if (!data.ready || (!dateLayout && (!list || list.loader === 'init-loader'))) {
    body = <ListSkeleton />;
  } else if (!dateLayout && list?.error && list.ids.length === 0) {
    body = <ListError onRetry={data.retry} />;
  } else if (!dateLayout && list && list.loader !== 'pagination' && list.ids.length === 0 && list.totalCount === 0) {
    // Also while an empty list is asked again: the empty state stays until an answer has rows.
    body = <ListEmptyState ctx={ctx} filtered={filtered} onClearFilters={clearFilters} createAction={createAction} />;
  } else {
    body = (
      <LayoutBody
        display={display}
        common={common}
        grouped={grouped}
        groupedQuickAdd={groupedQuickAdd}
        orderBy={orderBy}
        weekStart={weekStart}
        onDisplay={(patch) => void data.update({ display_filters: patch })}
        onOrderBy={(value: WorkItemOrderBy) => void data.update({ display_filters: displayPatch(ctx.kind, display, { kind: 'order_by', value }) })}
        onWindowChange={data.setWindow}
      />
    );
  }

  const reloading = data.ready && (list?.loader === 'fetch' || list?.loader === 'mutation');
  const peekProject = actions.peekId ? (byId[actions.peekId]?.project_id ?? fixedProject) : undefined;
  return (
    <div className={`cw-wil cw-wil--${layout}`}>
      <ListToolbar
        kind={ctx.kind}
        properties={properties}
        choices={choices}
        totalCount={list && list.loader !== 'init-loader' ? list.totalCount : undefined}
        search={data.search}
        onSearch={data.setSearch}
        onUpdate={(patch) => void data.update(patch)}
        filtersLocked={filtersLocked}
        leading={
          bulkOn && layout === 'list' && shownIds.length > 0 ? (
            <Checkbox
              className="cw-wil-toolbar__select-all"
              aria-label={t('work_item_lists.bulk.select_all')}
              title={t('work_item_lists.bulk.select_all')}
              checked={selection.allSelected}
              indeterminate={selection.selectedIds.size > 0 && !selection.allSelected}
              onChange={selection.onToggleAll}
            />
          ) : undefined
        }
      />
      <div className="cw-wil__body">
        {body}
        <ReloadIndicator busy={reloading} />
      </div>
      {bulkOn && selectedItems.length > 0 ? <BulkActionBar slug={slug} items={selectedItems} optionsFor={optionsFor} onClear={selection.clear} /> : null}
      {actions.peekId && peekProject ? (
        <WorkItemPeek key={actions.peekId} slug={slug} projectId={peekProject} itemId={actions.peekId} onClose={() => actions.setPeek(null)} />
      ) : null}
    </div>
  );
}

/** Filter choices of cycles or modules, 'None' first; undefined (no section) when none exist or the list is that cycle's. */
function planningChoices(byId: ReadonlyMap<string, { name: string }> | undefined, noneLabel: string, offered: boolean): FilterChoice[] | undefined {
  if (!offered || !byId || byId.size === 0) return undefined;
  const named = [...byId.entries()].map(([value, { name }]) => ({ value, label: name })).sort((a, b) => a.label.localeCompare(b.label));
  return [{ value: NONE_FILTER_VALUE, label: noneLabel }, ...named];
}

/** A cycle's list does not repeat the cycle on every row, nor a module's list the module (the columns stay choosable elsewhere). */
function withoutOwnContext(kind: string, props: WorkItemDisplayProperties): WorkItemDisplayProperties {
  if (kind === 'cycle') return { ...props, cycle: false };
  if (kind === 'module') return { ...props, modules: false };
  return props;
}
