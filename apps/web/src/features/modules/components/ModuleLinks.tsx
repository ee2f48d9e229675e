import { useState, type FormEvent } from 'react';
import type { Module, ModuleLink } from '@cairn/types';
import { isApiError } from '@cairn/services';
import { translateServerText, useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, EditIcon, ExternalLinkIcon, IconButton, Input, PlusIcon, TrashIcon } from '@cairn/ui-kit';

// The server's refusal as the form shows it: the URL field's message (only http and https), else the error's text.
function refusalText(error: unknown, fallback: string): string {
  if (isApiError(error)) return translateServerText(error.details?.url?.[0] ?? error.details?.title?.[0] ?? error.error);
  return fallback;
}

/** Adds or edits one link: URL (required) and title; a refusal stays on screen under the form. */
function LinkForm(props: { link?: ModuleLink; onSubmit: (data: { url: string; title: string }) => Promise<unknown>; onCancel: () => void }) {
  const { t } = useT();
  const [url, setUrl] = useState(props.link?.url ?? '');
  const [title, setTitle] = useState(props.link?.title ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const idBase = props.link ? `module-link-${props.link.id}` : 'module-link-new';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) {
      setError(t('modules.links.url_required'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await props.onSubmit({ url: url.trim(), title: title.trim() });
    } catch (failure) {
      setError(refusalText(failure, t('errors.something_went_wrong')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="cw-module-link-form" onSubmit={(e) => void submit(e)} noValidate>
      <Input id={`${idBase}-url`} size="sm" type="url" label={t('modules.links.url')} placeholder="https://" value={url} autoComplete="off" onChange={(e) => setUrl(e.target.value)} />
      <Input id={`${idBase}-title`} size="sm" label={t('modules.links.title_field')} placeholder={t('modules.links.title_placeholder')} value={title} maxLength={255} autoComplete="off" onChange={(e) => setTitle(e.target.value)} />
      {error ? (
        <p className="cw-module-link-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="cw-module-link-form__actions">
        <Button size="sm" variant="outline" onClick={props.onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button size="sm" type="submit" loading={saving}>
          {props.link ? t('common.save') : t('modules.links.add_submit')}
        </Button>
      </div>
    </form>
  );
}

/** A module's links: open in a new tab; members add, edit and delete them (http and https only, the server decides). */
export function ModuleLinks(props: { slug: string; module: Module; editable: boolean }) {
  const { t } = useT();
  const createLink = useAppStore((s) => s.createModuleLink);
  const updateLink = useAppStore((s) => s.updateModuleLink);
  const deleteLink = useAppStore((s) => s.deleteModuleLink);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const { module, slug } = props;
  const links = module.link_module;
  return (
    <section className="cw-module-section" aria-labelledby="module-links-heading">
      <div className="cw-module-section__head">
        <h3 id="module-links-heading" className="cw-module-section__title">
          {t('modules.links.title')}
        </h3>
        {props.editable && editing !== 'new' ? (
          <Button size="sm" variant="ghost" leftIcon={<PlusIcon size={14} />} onClick={() => setEditing('new')}>
            {t('modules.links.add')}
          </Button>
        ) : null}
      </div>
      {links.length === 0 && editing !== 'new' ? <p className="cw-module-section__empty">{t('modules.links.empty')}</p> : null}
      <ul className="cw-module-links">
        {links.map((link) =>
          editing === link.id ? (
            <li key={link.id}>
              <LinkForm
                link={link}
                onCancel={() => setEditing(null)}
                onSubmit={async (data) => {
                  await updateLink(slug, module.project_id, module.id, link.id, data);
                  setEditing(null);
                }}
              />
            </li>
          ) : (
            <li key={link.id} className="cw-module-link">
              <a className="cw-module-link__anchor" href={link.url} target="_blank" rel="noopener noreferrer" title={link.url}>
                <ExternalLinkIcon size={14} />
                <span className="cw-module-link__text">{link.title || link.url}</span>
              </a>
              {props.editable ? (
                <span className="cw-module-link__actions">
                  <IconButton size="sm" icon={<EditIcon size={14} />} aria-label={t('modules.links.edit', { name: link.title || link.url })} onClick={() => setEditing(link.id)} />
                  <IconButton
                    size="sm"
                    icon={<TrashIcon size={14} />}
                    aria-label={t('modules.links.delete', { name: link.title || link.url })}
                    // Rolled back and shown by the store.
                    onClick={() => void deleteLink(slug, module.project_id, module.id, link.id).catch(() => undefined)}
                  />
                </span>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <LinkForm
          onCancel={() => setEditing(null)}
          onSubmit={async (data) => {
            await createLink(slug, module.project_id, module.id, { url: data.url, ...(data.title ? { title: data.title } : {}) });
            setEditing(null);
          }}
        />
      ) : null}
    </section>
  );
}
