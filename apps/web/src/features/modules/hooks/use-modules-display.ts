import { MODULE_SIDEBAR_COLLAPSED_KEY } from '@cairn/types';
import type { ModuleOrderBy } from '@cairn/state';
import { useStoredValue } from '../../../shared/hooks/stored-value';

/** How the modules page shows its modules. */
export type ModulesLayout = 'list' | 'cards';

/** The orders the modules page offers, name first (the spec's project-module display default). */
export const MODULE_ORDERS: readonly ModuleOrderBy[] = ['name', '-name', 'progress', '-progress', 'target_date', '-created_at'];

const LAYOUTS: readonly ModulesLayout[] = ['list', 'cards'];
const parseLayout = (raw: string | null): ModulesLayout => (LAYOUTS.includes(raw as ModulesLayout) ? (raw as ModulesLayout) : 'list');
const parseOrder = (raw: string | null): ModuleOrderBy => (MODULE_ORDERS.includes(raw as ModuleOrderBy) ? (raw as ModuleOrderBy) : 'name');
const parseFlag = (raw: string | null) => raw === 'true';
// Never chosen: collapsed where the sidebar would cover the list (narrow screens), open elsewhere.
const parseCollapsed = (raw: string | null) => (raw === null ? typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 900px)').matches : raw === 'true');

/**
 * The modules page's display settings, remembered per project in localStorage (spec "Project-module display
 * defaults": layout list, order_by name, favorites false).
 */
export function useModulesDisplay(projectId: string) {
  const base = `cairn:modules:${projectId}`;
  const [layout, setLayout] = useStoredValue(`${base}:layout`, parseLayout);
  const [orderBy, setOrderBy] = useStoredValue(`${base}:order_by`, parseOrder);
  const [favoritesOnly, setFavoritesOnly] = useStoredValue(`${base}:favorites`, parseFlag);
  return { layout, setLayout, orderBy, setOrderBy, favoritesOnly, setFavoritesOnly };
}

/** The module detail sidebar's collapsed flag (browser storage, MODULE_SIDEBAR_COLLAPSED_KEY). */
export function useModuleSidebarCollapsed() {
  return useStoredValue(MODULE_SIDEBAR_COLLAPSED_KEY, parseCollapsed);
}
