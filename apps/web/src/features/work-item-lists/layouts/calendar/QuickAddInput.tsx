import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useT } from '@cairn/i18n';
import './controls.css';

/**
 * The inline "new work item" field of the layouts: Enter creates (and keeps the field open for the next one),
 * Escape or leaving it empty closes it. Where projects mix, a project choice (a native select: no portal, so focus
 * stays inside) comes first and the item goes there.
 */
export function QuickAddInput(props: {
  label: string;
  className?: string;
  projects?: readonly { value: string; label: string }[];
  onSubmit: (name: string, projectId?: string) => void;
  onClose: () => void;
}) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState(props.projects?.[0]?.value ?? '');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The layouts' own keyboard handling (grid moves, drags) must not see keys typed here.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      const trimmed = name.trim();
      if (!trimmed) return;
      props.onSubmit(trimmed, props.projects ? projectId : undefined);
      setName('');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      props.onClose();
    }
  };
  const input = (
    <input
      // The field appears because the user asked for it: taking focus is expected.
      autoFocus
      type="text"
      className={props.className ?? 'cw-quick-add__input'}
      aria-label={props.label}
      placeholder={t('work_item_layouts.quick_add.placeholder')}
      maxLength={255}
      value={name}
      onChange={(e) => setName(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (!props.projects && !name.trim()) props.onClose();
      }}
    />
  );
  if (!props.projects) return input;
  // Leaving the pair (not moving between the choice and the field) closes it when nothing was typed.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !name.trim()) props.onClose();
  };
  return (
    <div className="cw-quick-add__pair" onBlur={onBlur}>
      <select
        className="cw-quick-add__project"
        aria-label={t('work_item_lists.quick_add.project')}
        value={projectId}
        onChange={(e) => setProjectId(e.target.value)}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Escape') props.onClose();
        }}
      >
        {props.projects.map((p) => (
          <option key={p.value} value={p.value}>
            {p.label}
          </option>
        ))}
      </select>
      {input}
    </div>
  );
}
