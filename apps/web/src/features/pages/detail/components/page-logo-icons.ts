import {
  BellIcon, BriefcaseIcon, ChartIcon, CheckCircleIcon, CycleIcon, EditIcon, FileIcon, GlobeIcon, GridIcon, HomeIcon, InboxIcon,
  InfoIcon, LayersIcon, LockIcon, ModuleIcon, StarIcon, UsersIcon, type IconComponent,
} from '@cairn/ui-kit';

/** The icons a page's logo may use, by the name stored in logo_props.icon.name. */
export const PAGE_LOGO_ICONS: Readonly<Record<string, IconComponent>> = {
  file: FileIcon, edit: EditIcon, layers: LayersIcon, briefcase: BriefcaseIcon, star: StarIcon, globe: GlobeIcon, home: HomeIcon,
  users: UsersIcon, chart: ChartIcon, grid: GridIcon, cycle: CycleIcon, module: ModuleIcon, inbox: InboxIcon, bell: BellIcon,
  info: InfoIcon, check: CheckCircleIcon, lock: LockIcon,
};

/** The colours offered for an icon logo (mid-tones that read on light and dark). */
export const PAGE_LOGO_COLORS = ['#6b7280', '#3f76ff', '#0ea5e9', '#14b8a6', '#22c55e', '#eab308', '#f97316', '#ef4444', '#ec4899', '#a855f7'] as const;

/** The emoji offered in the picker (the value stored is the character itself). */
export const PAGE_LOGO_EMOJI = [
  '📄', '📝', '📘', '📚', '📌', '📎', '🗂️', '🗒️', '📅', '📊', '📈', '🧭', '🎯', '🚀', '💡', '🧪', '🛠️', '⚙️', '🔒', '🔑',
  '✅', '☑️', '❗', '❓', '⭐', '🔥', '🌱', '🌍', '🏁', '🏷️', '💬', '📣', '🤝', '👥', '🧠', '🎨', '🐛', '📦', '🧾', '🗺️',
] as const;
