import type { Priority, StateGroup, WorkItemLayout } from '@cairn/types';

const base = { xmlns: 'http://www.w3.org/2000/svg', viewBox: '0 0 16 16', focusable: 'false' as const };

function named(title: string | undefined) {
  return title ? { role: 'img' as const, 'aria-label': title } : { 'aria-hidden': true as const };
}

/** Props of PriorityIcon. */
export interface PriorityIconProps {
  priority: Priority;
  size?: number;
  /** Accessible name (the translated priority); without it the icon is decorative. */
  title?: string;
  className?: string;
}

/** A work item's priority: signal bars (low 1, medium 2, high 3), a red "!" square for urgent, a dash for none. */
export function PriorityIcon({ priority, size = 16, title, className }: PriorityIconProps) {
  const classes = `ck-priority-icon ck-priority-icon--${priority}${className ? ` ${className}` : ''}`;
  if (priority === 'urgent') {
    return (
      <svg {...base} width={size} height={size} className={classes} {...named(title)}>
        <rect x="1.5" y="1.5" width="13" height="13" rx="3" fill="currentColor" />
        <path d="M8 4.5v4.5M8 11.5v.01" stroke="var(--ck-color-bg-surface)" strokeWidth="1.75" strokeLinecap="round" />
      </svg>
    );
  }
  if (priority === 'none') {
    return (
      <svg {...base} width={size} height={size} className={classes} {...named(title)}>
        <path d="M3 8h10" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeDasharray="2 2" />
      </svg>
    );
  }
  const filled = priority === 'low' ? 1 : priority === 'medium' ? 2 : 3;
  return (
    <svg {...base} width={size} height={size} className={classes} {...named(title)}>
      {[0, 1, 2].map((i) => (
        <rect key={i} x={2 + i * 4.5} y={10 - i * 3.5} width="3" height={4 + i * 3.5} rx="1" fill="currentColor" opacity={i < filled ? 1 : 0.25} />
      ))}
    </svg>
  );
}

/** Props of StateGroupIcon. */
export interface StateGroupIconProps {
  group: StateGroup;
  /** The state's colour (any CSS colour); default the group's token. */
  color?: string;
  size?: number;
  /** Accessible name (the state's name); without it the icon is decorative. */
  title?: string;
  className?: string;
}

/** A state by its group: dashed circle (backlog), ring (unstarted), half (started), check (completed), cross (cancelled). */
export function StateGroupIcon({ group, color, size = 16, title, className }: StateGroupIconProps) {
  const stroke = color ?? `var(--ck-color-state-${group})`;
  const classes = `ck-state-icon${className ? ` ${className}` : ''}`;
  return (
    <svg {...base} width={size} height={size} className={classes} {...named(title)} style={{ color: stroke }}>
      {group === 'backlog' ? <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" strokeDasharray="2.2 2.2" /> : null}
      {group === 'unstarted' ? <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" /> : null}
      {group === 'started' ? (
        <>
          <circle cx="8" cy="8" r="6" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 4a4 4 0 0 1 0 8z" fill="currentColor" />
        </>
      ) : null}
      {group === 'completed' ? (
        <>
          <circle cx="8" cy="8" r="6.75" fill="currentColor" />
          <path d="M5.25 8.25l1.9 1.9 3.6-3.9" fill="none" stroke="var(--ck-color-bg-surface)" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : null}
      {group === 'cancelled' ? (
        <>
          <circle cx="8" cy="8" r="6.75" fill="currentColor" />
          <path d="M5.75 5.75l4.5 4.5M10.25 5.75l-4.5 4.5" stroke="var(--ck-color-bg-surface)" strokeWidth="1.6" strokeLinecap="round" />
        </>
      ) : null}
    </svg>
  );
}

const LAYOUT_SHAPES: Record<WorkItemLayout, string> = {
  list: 'M5 4h9M5 8h9M5 12h9M2 4h.01M2 8h.01M2 12h.01',
  kanban: 'M2.5 2.5h3v11h-3zM6.5 2.5h3v7h-3zM10.5 2.5h3v9h-3z',
  calendar: 'M2.5 3.5h11v10h-11zM2.5 6.5h11M5.5 2v3M10.5 2v3',
  spreadsheet: 'M2.5 2.5h11v11h-11zM2.5 6h11M2.5 9.5h11M6.5 2.5v11',
  gantt: 'M2.5 4h6M5 8h7M3.5 12h5',
};

/** Props of LayoutIcon. */
export interface LayoutIconProps {
  layout: WorkItemLayout;
  size?: number;
  title?: string;
}

/** The icon of a work-item layout (list, kanban, calendar, spreadsheet, gantt), as the layout switchers show it. */
export function LayoutIcon({ layout, size = 16, title }: LayoutIconProps) {
  return (
    <svg {...base} width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" {...named(title)}>
      <path d={LAYOUT_SHAPES[layout]} />
    </svg>
  );
}
