import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Input, PlusIcon, Select } from '@cairn/ui-kit';

/**
 * "+ New work item" at the end of a group or column: a title field that creates on Enter and stays open for the
 * next one; Escape (or an empty blur) closes it. Where projects mix, a project picker comes first.
 */
export function QuickAdd(props: {
  /** Names the group in the accessible labels ("Add a work item to Todo"). */
  groupLabel?: string;
  projects?: readonly { value: string; label: string }[];
  onAdd: (name: string, projectId: string | undefined) => void;
  className?: string;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [projectId, setProjectId] = useState<string | null>(props.projects?.[0]?.value ?? null);
  const needsProject = props.projects !== undefined;
  const addLabel = props.groupLabel ? t('work_item_lists.quick_add.add_to', { group: props.groupLabel }) : t('work_item_lists.quick_add.add');

  if (!open) {
    return (
      <Button variant="ghost" size="sm" className={props.className} leftIcon={<PlusIcon size={14} />} aria-label={addLabel} onClick={() => setOpen(true)}>
        {t('work_item_lists.quick_add.button')}
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || (needsProject && !projectId)) return;
    props.onAdd(trimmed, projectId ?? undefined);
    setName('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setName('');
    }
  };

  return (
    <form className={`cw-wil-quick ${props.className ?? ''}`} onSubmit={submit} aria-label={addLabel}>
      {needsProject ? (
        <Select
          size="sm"
          aria-label={t('work_item_lists.quick_add.project')}
          placeholder={t('work_item_lists.quick_add.project')}
          options={props.projects ?? []}
          value={projectId}
          onChange={setProjectId}
        />
      ) : null}
      <Input
        size="sm"
        autoFocus
        wrapperClassName="cw-wil-quick__field"
        aria-label={t('work_item_lists.quick_add.title')}
        placeholder={t('work_item_lists.quick_add.placeholder')}
        value={name}
        maxLength={255}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!name.trim() && !needsProject) setOpen(false);
        }}
      />
      <span className="cw-wil-quick__hint">{t('work_item_lists.quick_add.hint')}</span>
    </form>
  );
}
