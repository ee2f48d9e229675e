import { useState } from 'react';
import { useT } from '@cairn/i18n';
import type { Link } from '@cairn/types';
import { EditIcon, ExternalLinkIcon, IconButton, PlusIcon, TrashIcon } from '@cairn/ui-kit';
import { LinkModal } from './LinkModal';
import { WidgetSection } from './WidgetSection';
import './work-item-detail.css';

/** The links widget: list, add, edit, remove (actions resolve when the store is done; failures are toasted there). */
export function LinksWidget(props: {
  links: readonly Link[];
  readOnly: boolean;
  onAdd: (data: { url: string; title: string }) => Promise<unknown>;
  onUpdate: (id: string, data: { url: string; title: string }) => Promise<unknown>;
  onRemove: (id: string) => void;
}) {
  const { t } = useT();
  const [editing, setEditing] = useState<Link | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (data: { url: string; title: string }) => {
    setBusy(true);
    try {
      if (editing === 'new') await props.onAdd(data);
      else if (editing) await props.onUpdate(editing.id, data);
      setEditing(null);
    } catch {
      // The store showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <WidgetSection
        title={t('work_items.links.title')}
        count={props.links.length}
        actions={props.readOnly ? undefined : <IconButton size="sm" icon={<PlusIcon size={14} />} aria-label={t('work_items.links.add_title')} onClick={() => setEditing('new')} />}
      >
        {props.links.length === 0 ? (
          <p className="cw-wi-muted">{t('work_items.links.empty')}</p>
        ) : (
          <ul className="cw-wi-rows" aria-label={t('work_items.links.title')}>
            {props.links.map((link) => (
              <li key={link.id} className="cw-wi-row">
                <ExternalLinkIcon size={14} />
                <a className="cw-wi-row__main" href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title || link.url}
                </a>
                {props.readOnly ? null : (
                  <span className="cw-wi-row__actions">
                    <IconButton size="sm" icon={<EditIcon size={14} />} aria-label={t('work_items.links.edit', { name: link.title || link.url })} onClick={() => setEditing(link)} />
                    <IconButton size="sm" icon={<TrashIcon size={14} />} aria-label={t('work_items.links.remove', { name: link.title || link.url })} onClick={() => props.onRemove(link.id)} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </WidgetSection>
      <LinkModal open={editing !== null} link={editing && editing !== 'new' ? editing : undefined} busy={busy} onSubmit={(d) => void submit(d)} onClose={() => setEditing(null)} />
    </>
  );
}
