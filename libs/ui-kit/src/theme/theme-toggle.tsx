import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons/icons';
import type { ThemeChoice } from './apply-theme';

const CHOICES: ReadonlyArray<{ value: ThemeChoice; icon: ReactNode }> = [
  { value: 'light', icon: <SunIcon size={14} /> },
  { value: 'dark', icon: <MoonIcon size={14} /> },
  { value: 'system', icon: <MonitorIcon size={14} /> },
];

/** Props of ThemeToggle. */
export interface ThemeToggleProps {
  value: ThemeChoice;
  onChange: (theme: ThemeChoice) => void;
  /** Accessible name of the group (e.g. "Theme"). */
  label: string;
  /** Show the words next to the icons (default: icons only, names as accessible labels). */
  showLabels?: boolean;
  className?: string;
}

/**
 * Light / dark / system as three pressed-state buttons. Presentational: the app applies the theme (applyTheme) and
 * stores the choice (profile or browser storage).
 */
export function ThemeToggle({ value, onChange, label, showLabels = false, className }: ThemeToggleProps) {
  const { t } = useT();
  return (
    <div role="group" aria-label={label} className={className ? `ck-theme-toggle ${className}` : 'ck-theme-toggle'}>
      {CHOICES.map((choice) => {
        const name = t(`ui.theme.${choice.value}`);
        return (
          <button
            key={choice.value}
            type="button"
            className={choice.value === value ? 'ck-theme-toggle__btn ck-theme-toggle__btn--on' : 'ck-theme-toggle__btn'}
            aria-pressed={choice.value === value}
            aria-label={showLabels ? undefined : name}
            title={showLabels ? undefined : name}
            onClick={() => choice.value !== value && onChange(choice.value)}
          >
            {choice.icon}
            {showLabels ? <span>{name}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
