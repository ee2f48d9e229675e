import type { Module, ModuleStatus, StateGroup } from '@cairn/types';
import type { BadgeVariant, ProgressSegment } from '@cairn/ui-kit';
import type { TFunction } from '@cairn/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD day in the reader's language ("Mar 4, 2025"); the day as written, whatever the time zone. */
export function formatDay(day: string, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    formats.set(language, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** "Mar 4, 2025 → Apr 1, 2025", one side alone, or undefined without dates. */
export function formatDayRange(start: string | null, end: string | null, language: string, t: TFunction): string | undefined {
  if (start && end) return t('modules.dates.range', { start: formatDay(start, language), end: formatDay(end, language) });
  if (start) return t('modules.dates.from', { date: formatDay(start, language) });
  if (end) return t('modules.dates.until', { date: formatDay(end, language) });
  return undefined;
}

/** The badge colour of each module status. */
export const STATUS_VARIANT: Record<ModuleStatus, BadgeVariant> = {
  backlog: 'neutral', planned: 'primary', 'in-progress': 'warning', paused: 'accent', completed: 'success', cancelled: 'danger',
};

const GROUPS: readonly StateGroup[] = ['completed', 'started', 'unstarted', 'backlog', 'cancelled'];

/** A module's work items by state group as progress segments (completed first), coloured by the kit's state tokens. */
export function progressSegments(module: Module, t: TFunction): ProgressSegment[] {
  return GROUPS.map((group) => ({
    id: group,
    label: t(`modules.progress.groups.${group}`),
    value: module[`${group}_issues`],
    color: `var(--ck-color-state-${group})`,
  }));
}
