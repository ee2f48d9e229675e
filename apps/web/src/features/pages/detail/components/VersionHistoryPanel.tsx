import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { PageVersion } from '@cairn/types';
import { selectPageVersionHtml, selectPageVersions, selectProjectMembers, useAppStore, useStoreApi } from '@cairn/state';
import { Badge, Button, IconButton, Spinner, XIcon } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../../shared/components/ConfirmModal';
import { memberName } from '../../../../shared/member-name';
import { useEscape } from '../hooks/use-escape';
import { LazyRichTextEditor } from './lazy-editors';

const ignore = () => undefined;

/** One version row: when, who, automatic or saved by hand. */
function VersionRow({ version, selected, author, onSelect }: { version: PageVersion; selected: boolean; author: string; onSelect: () => void }) {
  const { t, locale: language } = useT();
  const when = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(version.last_saved_at)), [language, version.last_saved_at]);
  return (
    <li>
      <button type="button" className="cw-page-version" aria-pressed={selected} onClick={onSelect}>
        <span className="cw-page-version__when">{when}</span>
        <span className="cw-page-version__meta">
          <span className="cw-page-version__author">{author}</span>
          <Badge size="sm" variant={version.kind === 'manual' ? 'primary' : 'neutral'}>{t(version.kind === 'manual' ? 'page_editor.versions.manual' : 'page_editor.versions.auto')}</Badge>
        </span>
      </button>
    </li>
  );
}

/** The selected version's content, read-only (no diff), with "Restore this version" for those who may edit the content. */
function VersionPreview({ slug, projectId, pageId, version, canRestore, onRestored }: {
  slug: string; projectId: string; pageId: string; version: PageVersion; canRestore: boolean; onRestored: () => void;
}) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const html = useAppStore((s) => selectPageVersionHtml(s, version.id));
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (storeApi.getState().pages.versionHtml[version.id] === undefined) void storeApi.getState().loadPageVersion(slug, projectId, pageId, version.id);
  }, [storeApi, slug, projectId, pageId, version.id]);
  const restore = async () => {
    setBusy(true);
    try {
      await storeApi.getState().restorePageVersion(slug, projectId, pageId, version.id);
      storeApi.getState().pushToast({ type: 'success', title: t('page_editor.versions.restored') });
      setConfirming(false);
      onRestored();
    } catch {
      // The store showed why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cw-page-version-preview" aria-label={t('page_editor.versions.preview_label')}>
      <div className="cw-page-version-preview__bar">
        <span className="cw-page-version-preview__name">{version.name || t('page_editor.untitled')}</span>
        {canRestore ? <Button size="sm" onClick={() => setConfirming(true)}>{t('page_editor.versions.restore')}</Button> : null}
      </div>
      {html === undefined ? (
        <div className="cw-center-pad"><Spinner /></div>
      ) : (
        <LazyRichTextEditor key={version.id} ariaLabel={t('page_editor.versions.content_label')} initialHtml={html} readOnly />
      )}
      <ConfirmModal
        open={confirming}
        title={t('page_editor.versions.restore_title')}
        description={t('page_editor.versions.restore_description')}
        confirmLabel={t('page_editor.versions.restore')}
        tone="primary"
        busy={busy}
        onConfirm={() => void restore()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * The page's version history: a side panel (a full-screen sheet on narrow windows) listing the versions (time, author,
 * automatic or manual), "Save version now", and a read-only preview of the selected one with "Restore this version".
 * Escape closes it.
 */
export function VersionHistoryPanel({ slug, projectId, pageId, canSave, onClose }: {
  slug: string; projectId: string; pageId: string; canSave: boolean; onClose: () => void;
}) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const versions = useAppStore((s) => selectPageVersions(s, pageId));
  const members = useAppStore((s) => selectProjectMembers(s, projectId));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);
  useEscape(true, onClose);
  useEffect(() => {
    void storeApi.getState().loadPageVersions(slug, projectId, pageId);
    closeButton.current?.focus();
  }, [storeApi, slug, projectId, pageId]);
  const names = useMemo(() => new Map(members.map((m) => [m.member.id, memberName(m.member)])), [members]);
  const selected = versions.items.find((v) => v.id === selectedId);
  const saveNow = async () => {
    setSaving(true);
    try {
      await storeApi.getState().savePageVersion(slug, projectId, pageId);
      storeApi.getState().pushToast({ type: 'success', title: t('page_editor.versions.saved') });
    } catch {
      // The store showed why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <aside className="cw-page-versions" aria-label={t('page_editor.versions.title')}>
      <header className="cw-page-versions__header">
        <h2 className="cw-page-versions__title">{t('page_editor.versions.title')}</h2>
        <IconButton ref={closeButton} size="sm" variant="ghost" icon={<XIcon size={14} />} aria-label={t('page_editor.versions.close')} title={t('page_editor.versions.close')} onClick={onClose} />
      </header>
      {canSave ? (
        <div className="cw-page-versions__save">
          <Button size="sm" variant="outline" loading={saving} onClick={() => void saveNow().catch(ignore)}>{t('page_editor.versions.save_now')}</Button>
        </div>
      ) : null}
      <div className="cw-page-versions__body">
        {versions.status === 'loading' && versions.items.length === 0 ? (
          <div className="cw-center-pad"><Spinner /></div>
        ) : versions.items.length === 0 ? (
          <p className="cw-page-versions__empty">{t(versions.status === 'error' ? 'page_editor.versions.failed' : 'page_editor.versions.empty')}</p>
        ) : (
          <ul className="cw-page-versions__list">
            {versions.items.map((version) => (
              <VersionRow
                key={version.id}
                version={version}
                selected={version.id === selectedId}
                author={(version.owned_by && names.get(version.owned_by)) || t('page_editor.versions.unknown_author')}
                onSelect={() => setSelectedId(version.id === selectedId ? null : version.id)}
              />
            ))}
          </ul>
        )}
        {selected ? (
          <VersionPreview slug={slug} projectId={projectId} pageId={pageId} version={selected} canRestore={canSave} onRestored={() => setSelectedId(null)} />
        ) : versions.items.length > 0 ? (
          <p className="cw-page-versions__hint">{t('page_editor.versions.select_hint')}</p>
        ) : null}
      </div>
    </aside>
  );
}
