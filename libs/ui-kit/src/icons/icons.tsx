import type { ReactNode, SVGProps } from 'react';

/** Props of every icon: SVG attributes plus a pixel size and an optional accessible title. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'> & { size?: number | string; title?: string };

/** A stroke icon component drawn in currentColor. */
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Builds a 24×24 stroke icon. Icons are decorative (aria-hidden) unless a title is given, in which case they
 * become an image with that name.
 */
/* @__NO_SIDE_EFFECTS__ */
function createIcon(name: string, shapes: ReactNode): IconComponent {
  const Icon = ({ size = 16, title, className, ...rest }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `ck-icon ${className}` : 'ck-icon'}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {shapes}
    </svg>
  );
  Icon.displayName = name;
  return Icon;
}

/** House: the Home link. */
export const HomeIcon = createIcon('HomeIcon', <><path d="M3 10.5 12 3l9 7.5" /><path d="M5 9v11h5v-6h4v6h5V9" /></>);
/** Tray: Inbox. */
export const InboxIcon = createIcon('InboxIcon', <><path d="M3 13h5l1.5 3h5l1.5-3h5" /><path d="M5.5 5h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-6z" /></>);
/** Briefcase: Your work. */
export const BriefcaseIcon = createIcon('BriefcaseIcon', <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2" /><path d="M3 13h18" /></>);
/** Stacked layers: Projects. */
export const LayersIcon = createIcon('LayersIcon', <><path d="M12 3 2.5 8 12 13l9.5-5z" /><path d="m2.5 12.5 9.5 5 9.5-5" /><path d="m2.5 16.5 9.5 5 9.5-5" /></>);
/** Document: Pages. */
export const FileIcon = createIcon('FileIcon', <><path d="M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" /><path d="M14 3v5h5" /></>);
/** Plus sign: create. */
export const PlusIcon = createIcon('PlusIcon', <><path d="M12 5v14" /><path d="M5 12h14" /></>);
/** Chevron pointing down. */
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
/** Chevron pointing up. */
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="m6 15 6-6 6 6" />);
/** Chevron pointing right. */
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="m9 6 6 6-6 6" />);
/** Chevron pointing left. */
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="m15 6-6 6 6 6" />);
/** Magnifier: search. */
export const SearchIcon = createIcon('SearchIcon', <><circle cx="11" cy="11" r="7" /><path d="m20 20-4-4" /></>);
/** Sliders: settings. */
export const SettingsIcon = createIcon('SettingsIcon', <><path d="M4 6h9" /><path d="M17 6h3" /><circle cx="15" cy="6" r="2" /><path d="M4 12h3" /><path d="M11 12h9" /><circle cx="9" cy="12" r="2" /><path d="M4 18h11" /><path d="M19 18h1" /><circle cx="17" cy="18" r="2" /></>);
/** Door with an arrow out: sign out. */
export const LogoutIcon = createIcon('LogoutIcon', <><path d="M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3" /><path d="m16 8 4 4-4 4" /><path d="M20 12H9" /></>);
/** Two people: members. */
export const UsersIcon = createIcon('UsersIcon', <><circle cx="9" cy="8" r="3.5" /><path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6" /><path d="M16 4.5a3.5 3.5 0 0 1 0 7" /><path d="M18 14.2c1.8.7 3 2.9 3 5.8" /></>);
/** One person: profile. */
export const UserIcon = createIcon('UserIcon', <><circle cx="12" cy="8" r="4" /><path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" /></>);
/** Envelope: email, invitations. */
export const MailIcon = createIcon('MailIcon', <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></>);
/** Open eye: show password. */
export const EyeIcon = createIcon('EyeIcon', <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></>);
/** Struck-through eye: hide password. */
export const EyeOffIcon = createIcon('EyeOffIcon', <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /><path d="m3 3 18 18" /></>);
/** Cross: close, dismiss. */
export const XIcon = createIcon('XIcon', <><path d="m6 6 12 12" /><path d="M18 6 6 18" /></>);
/** Tick. */
export const CheckIcon = createIcon('CheckIcon', <path d="m5 12.5 4.5 4.5L19 7" />);
/** Three bars: menu. */
export const MenuIcon = createIcon('MenuIcon', <><path d="M4 6h16" /><path d="M4 12h16" /><path d="M4 18h16" /></>);
/** Three dots: more actions. */
export const MoreHorizontalIcon = createIcon('MoreHorizontalIcon', <><circle cx="6" cy="12" r="1.2" fill="currentColor" /><circle cx="12" cy="12" r="1.2" fill="currentColor" /><circle cx="18" cy="12" r="1.2" fill="currentColor" /></>);
/** Star: favorites. */
export const StarIcon = createIcon('StarIcon', <path d="M12 3.2 14.7 8.8l6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" />);
/** Four tiles: views. */
export const GridIcon = createIcon('GridIcon', <><rect x="4" y="4" width="7" height="7" rx="1.5" /><rect x="13" y="4" width="7" height="7" rx="1.5" /><rect x="4" y="13" width="7" height="7" rx="1.5" /><rect x="13" y="13" width="7" height="7" rx="1.5" /></>);
/** Bars: analytics. */
export const ChartIcon = createIcon('ChartIcon', <><path d="M3 20h18" /><path d="M6 20v-6" /><path d="M11 20V8" /><path d="M16 20v-9" /><path d="M20 20V4" /></>);
/** Sun: light theme. */
export const SunIcon = createIcon('SunIcon', <><circle cx="12" cy="12" r="4" /><path d="M12 2v2" /><path d="M12 20v2" /><path d="m4.9 4.9 1.4 1.4" /><path d="m17.7 17.7 1.4 1.4" /><path d="M2 12h2" /><path d="M20 12h2" /><path d="m4.9 19.1 1.4-1.4" /><path d="m17.7 6.3 1.4-1.4" /></>);
/** Crescent: dark theme. */
export const MoonIcon = createIcon('MoonIcon', <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />);
/** Screen: system theme. */
export const MonitorIcon = createIcon('MonitorIcon', <><rect x="3" y="4" width="18" height="12" rx="2" /><path d="M8 20h8" /><path d="M12 16v4" /></>);
/** Bell: notifications. */
export const BellIcon = createIcon('BellIcon', <><path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" /><path d="M10 20.5a2 2 0 0 0 4 0" /></>);
/** Bin: delete. */
export const TrashIcon = createIcon('TrashIcon', <><path d="M4 7h16" /><path d="M9 7V4h6v3" /><path d="m6 7 1 13h10l1-13" /><path d="M10 11v6" /><path d="M14 11v6" /></>);
/** Pencil: edit. */
export const EditIcon = createIcon('EditIcon', <><path d="M4 20h4L19 9l-4-4L4 16z" /><path d="m13 7 4 4" /></>);
/** "i" in a circle. */
export const InfoIcon = createIcon('InfoIcon', <><circle cx="12" cy="12" r="9" /><path d="M12 11v5" /><path d="M12 8h.01" /></>);
/** "!" in a circle: error. */
export const AlertCircleIcon = createIcon('AlertCircleIcon', <><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5" /><path d="M12 16.5h.01" /></>);
/** "!" in a triangle: warning. */
export const AlertTriangleIcon = createIcon('AlertTriangleIcon', <><path d="M12 3.5 2.5 20h19z" /><path d="M12 10v4" /><path d="M12 17h.01" /></>);
/** Tick in a circle: success. */
export const CheckCircleIcon = createIcon('CheckCircleIcon', <><circle cx="12" cy="12" r="9" /><path d="m8 12.5 3 3 5-6" /></>);
/** Two circling arrows: cycles. */
export const CycleIcon = createIcon('CycleIcon', <><path d="M20 12a8 8 0 0 1-14 5.3" /><path d="M4 12a8 8 0 0 1 14-5.3" /><path d="M18 3v4h-4" /><path d="M6 21v-4h4" /></>);
/** Box: modules. */
export const ModuleIcon = createIcon('ModuleIcon', <><path d="m12 3 8 4.5v9L12 21l-8-4.5v-9z" /><path d="m4 7.5 8 4.5 8-4.5" /><path d="M12 12v9" /></>);
/** Tray with an arrow in: intake. */
export const IntakeIcon = createIcon('IntakeIcon', <><path d="M12 3v9" /><path d="m8 8 4 4 4-4" /><path d="M3 14h5l1.5 3h5l1.5-3h5v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" /></>);
/** Document with a pencil: drafts. */
export const DraftIcon = createIcon('DraftIcon', <><path d="M19 11V8l-5-5H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h4" /><path d="M14 3v5h5" /><path d="m13 21 .8-3 5.2-5.2 2.2 2.2-5.2 5.2z" /></>);
/** Ticked square: work items. */
export const WorkItemsIcon = createIcon('WorkItemsIcon', <><rect x="4" y="4" width="16" height="16" rx="3" /><path d="m8.5 12 2.5 2.5 4.5-5" /></>);
/** Globe: language. */
export const GlobeIcon = createIcon('GlobeIcon', <><circle cx="12" cy="12" r="9" /><ellipse cx="12" cy="12" rx="4" ry="9" /><path d="M3 12h18" /></>);
/** Padlock: security, locked. */
export const LockIcon = createIcon('LockIcon', <><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></>);
/** Two sheets: copy. */
export const CopyIcon = createIcon('CopyIcon', <><rect x="8" y="8" width="12" height="12" rx="2" /><path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" /></>);
/** Arrow out of a box: external link. */
export const ExternalLinkIcon = createIcon('ExternalLinkIcon', <><path d="M14 4h6v6" /><path d="m20 4-9 9" /><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" /></>);
/** Arrow pointing left: back. */
export const ArrowLeftIcon = createIcon('ArrowLeftIcon', <><path d="M19 12H5" /><path d="m11 6-6 6 6 6" /></>);
/** Panel with a divider: toggle the sidebar. */
export const SidebarIcon = createIcon('SidebarIcon', <><rect x="3" y="4" width="18" height="16" rx="2" /><path d="M9 4v16" /></>);
/** Archive box. */
export const ArchiveIcon = createIcon('ArchiveIcon', <><rect x="3" y="4" width="18" height="5" rx="1" /><path d="M5 9v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9" /><path d="M10 13h4" /></>);
