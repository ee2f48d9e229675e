import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { selectQuickLinks, selectQuickLinksLoaded, useAppStore, useStoreApi } from '@cairn/state';
import type { QuickLink } from '@cairn/types';
import { Button, EditIcon, ExternalLinkIcon, Menu, MoreHorizontalIcon, PlusIcon, Spinner, TrashIcon } from '@cairn/ui-kit';
import { quickLinkLabel } from '../hooks/quick-link-form';
import { HomeWidgetFrame } from './HomeWidgetFrame';
import { QuickLinkDialog } from './QuickLinkDialog';

const ignore = () => undefined;

/** Quick links: the caller's links of this workspace, each opening in a new tab; add, edit, delete. */
export function QuickLinksWidget({ slug }: { slug: string }) {
  const { t } = useT();
  const store = useStoreApi();
  const links = useAppStore((s) => selectQuickLinks(s, slug));
  const loaded = useAppStore((s) => selectQuickLinksLoaded(s, slug));
  const [editing, setEditing] = useState<QuickLink | 'new' | null>(null);
  useEffect(() => {
    void store.getState().loadQuickLinks(slug);
  }, [store, slug]);
  const save = async (body: { title?: string; url: string }) => {
    const s = store.getState();
    if (editing && editing !== 'new') await s.updateQuickLink(slug, editing.id, { title: body.title ?? '', url: body.url });
    else await s.createQuickLink(slug, body);
  };
  return (
    <HomeWidgetFrame
      title={t('home.widget.quick_links')}
      actions={
        <Button size="sm" variant="ghost" leftIcon={<PlusIcon size={14} />} onClick={() => setEditing('new')}>
          {t('home.quick_link_add')}
        </Button>
      }
    >
      {!loaded ? <Spinner size="sm" /> : null}
      {loaded && links.length === 0 ? <p className="cw-home-widget__empty">{t('home.quick_links_empty')}</p> : null}
      {links.length > 0 ? (
        <ul className="cw-home-links" aria-label={t('home.widget.quick_links')}>
          {links.map((link) => {
            const label = quickLinkLabel(link);
            return (
              <li key={link.id} className="cw-home-links__item">
                <a className="cw-home-links__link" href={link.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon size={14} />
                  <span className="cw-home-links__label">{label}</span>
                </a>
                <Menu
                  trigger={<MoreHorizontalIcon size={14} />}
                  triggerLabel={t('home.quick_link_actions', { name: label })}
                  align="end"
                  items={[
                    { id: 'edit', label: t('common.edit'), icon: <EditIcon size={14} />, onClick: () => setEditing(link) },
                    { id: 'delete', label: t('common.delete'), icon: <TrashIcon size={14} />, danger: true, onClick: () => store.getState().deleteQuickLink(slug, link.id).catch(ignore) },
                  ]}
                />
              </li>
            );
          })}
        </ul>
      ) : null}
      {editing ? <QuickLinkDialog link={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} /> : null}
    </HomeWidgetFrame>
  );
}
