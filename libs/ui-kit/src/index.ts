// Styles travel with the components: importing the kit once (app entry, Storybook preview) loads them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/overlays.css';
import './styles/display.css';
import './styles/navigation.css';
import './styles/charts.css';

export { applyTheme, resolveTheme } from './theme/apply-theme';
export type { ThemeChoice, ResolvedTheme } from './theme/apply-theme';
export { ThemeToggle } from './theme/theme-toggle';
export type { ThemeToggleProps } from './theme/theme-toggle';

export { Button, LinkButton, IconButton } from './button/button';
export type { ButtonProps, ButtonVariant, ButtonSize, LinkButtonProps, IconButtonProps } from './button/button';

export { FormField, Label, fieldDescriptionIds } from './form/form-field';
export type { FormFieldProps, LabelProps } from './form/form-field';
export { Input } from './form/input';
export type { InputProps, InputSize } from './form/input';
export { PasswordInput } from './form/password-input';
export type { PasswordInputProps } from './form/password-input';
export { Checkbox } from './form/checkbox';
export type { CheckboxProps } from './form/checkbox';
export { Switch } from './form/switch';
export type { SwitchProps } from './form/switch';

export { Select } from './select/select';
export type { SelectOption, SelectProps, SingleSelectProps, MultiSelectProps, SelectCreate } from './select/select';

export { Modal } from './overlay/modal';
export type { ModalProps } from './overlay/modal';
export { ToastViewport } from './overlay/toast';
export { TOAST_AUTO_DISMISS_MS, isTransientToast } from './overlay/toast';
export type { ToastAction, ToastItem, ToastType, ToastViewportProps } from './overlay/toast';
export { Tooltip } from './overlay/tooltip';
export type { TooltipProps, TooltipPlacement } from './overlay/tooltip';
export { Menu } from './overlay/menu';
export type { MenuProps, MenuItem, MenuSeparator } from './overlay/menu';

export { Avatar, AvatarGroup, getInitials } from './display/avatar';
export type { AvatarProps, AvatarSize, AvatarGroupProps, AvatarGroupUser } from './display/avatar';
export { AVATAR_COLORS, avatarColor } from './display/avatar-colors';
export { Badge } from './display/badge';
export type { BadgeProps, BadgeVariant } from './display/badge';
export { ReactionBar, REACTION_EMOJI } from './display/reaction-bar';
export type { ReactionBarProps, ReactionGroup } from './display/reaction-bar';
export { Spinner } from './display/spinner';
export type { SpinnerProps, SpinnerSize } from './display/spinner';
export { Card } from './display/card';
export type { CardProps } from './display/card';
export { EmptyState } from './display/empty-state';
export type { EmptyStateProps } from './display/empty-state';
export { PriorityIcon, StateGroupIcon, LayoutIcon } from './display/work-item-icons';
export type { PriorityIconProps, StateGroupIconProps, LayoutIconProps } from './display/work-item-icons';

export { Tabs } from './navigation/tabs';
export type { TabsProps, TabItem } from './navigation/tabs';
export { Sidebar, SidebarItem, SidebarSection, SidebarCollapseButton } from './navigation/sidebar';
export type { SidebarProps, SidebarItemProps, SidebarLinkRenderProps, SidebarSectionProps, SidebarCollapseButtonProps } from './navigation/sidebar';

// BurndownChart lazy-loads its drawing (and the chart library); importing the kit does not load it.
export { BurndownChart } from './charts/burndown-chart';
export type { BurndownChartProps } from './charts/burndown-chart';
export { StackedProgressBar } from './charts/stacked-progress-bar';
export type { StackedProgressBarProps, ProgressSegment } from './charts/stacked-progress-bar';
export { BreakdownList } from './charts/breakdown-list';
export type { BreakdownListProps, BreakdownRow } from './charts/breakdown-list';
// BarChart and LineChart lazy-load their drawings too (analytics, issue 17).
export { BarChart, barTotal } from './charts/bar-chart';
export type { BarChartProps, BarDatum } from './charts/bar-chart';
export { LineChart } from './charts/line-chart';
export type { LineChartProps, LinePoint } from './charts/line-chart';
export { paletteColor, CHART_PALETTE_SIZE } from './charts/chart-series';
export type { ChartSeries } from './charts/chart-series';

export {
  HomeIcon, InboxIcon, BriefcaseIcon, LayersIcon, FileIcon, PlusIcon, ChevronDownIcon, ChevronUpIcon, ChevronRightIcon,
  ChevronLeftIcon, SearchIcon, SettingsIcon, LogoutIcon, UsersIcon, UserIcon, MailIcon, EyeIcon, EyeOffIcon, XIcon, CheckIcon,
  MenuIcon, MoreHorizontalIcon, StarIcon, GridIcon, ChartIcon, SunIcon, MoonIcon, MonitorIcon, BellIcon, TrashIcon, EditIcon,
  InfoIcon, AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CycleIcon, ModuleIcon, IntakeIcon, DraftIcon, WorkItemsIcon,
  GlobeIcon, LockIcon, CopyIcon, ExternalLinkIcon, ArrowLeftIcon, SidebarIcon, ArchiveIcon,
} from './icons/icons';
export type { IconProps, IconComponent } from './icons/icons';
