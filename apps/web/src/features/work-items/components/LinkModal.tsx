import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { workItemUrlSchema, type Link } from '@cairn/types';
import { Button, Input, Modal } from '@cairn/ui-kit';
import './work-item-detail.css';

/** Add or edit a link: URL (http, https or mailto) and an optional title. */
export function LinkModal(props: { open: boolean; link?: Link; busy: boolean; onSubmit: (data: { url: string; title: string }) => void; onClose: () => void }) {
  const { t } = useT();
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!props.open) return;
    setUrl(props.link?.url ?? '');
    setTitle(props.link?.title ?? '');
    setError(undefined);
  }, [props.open, props.link]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!url.trim()) return setError(t('work_items.links.url_required'));
    const parsed = workItemUrlSchema.safeParse(url);
    if (!parsed.success) return setError(t('work_items.links.url_invalid'));
    props.onSubmit({ url: parsed.data, title: title.trim() });
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={props.link ? t('work_items.links.edit_title') : t('work_items.links.add_title')}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={props.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="cw-wi-link-form" loading={props.busy}>
            {props.link ? t('common.save') : t('work_items.links.add')}
          </Button>
        </>
      }
    >
      <form id="cw-wi-link-form" className="cw-wi-form" onSubmit={submit} noValidate>
        <Input id="cw-wi-link-url" label={t('work_items.links.url')} placeholder="https://" value={url} error={error} onChange={(e) => setUrl(e.target.value)} />
        <Input id="cw-wi-link-title" label={t('work_items.links.title_field')} hint={t('common.optional')} value={title} onChange={(e) => setTitle(e.target.value)} />
      </form>
    </Modal>
  );
}
