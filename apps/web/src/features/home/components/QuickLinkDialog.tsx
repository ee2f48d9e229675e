import { useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import type { QuickLink } from '@cairn/types';
import { Input } from '@cairn/ui-kit';
import { FormModal } from '../../../shared/components/FormModal';
import { quickLinkBody, quickLinkUrlError, type QuickLinkValues } from '../hooks/quick-link-form';

/** Add or edit a quick link: a title (optional) and an http(s) URL, checked before it is sent. */
export function QuickLinkDialog(props: { link: QuickLink | null; onSave: (body: { title?: string; url: string }) => Promise<void>; onClose: () => void }) {
  const { t } = useT();
  const [values, setValues] = useState<QuickLinkValues>({ title: props.link?.title ?? '', url: props.link?.url ?? '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = quickLinkUrlError(values.url);
    setError(problem);
    if (problem) return;
    setSaving(true);
    props.onSave(quickLinkBody(values)).then(props.onClose, () => setSaving(false));
  };
  return (
    <FormModal
      open
      onClose={props.onClose}
      title={t(props.link ? 'home.quick_link_edit' : 'home.quick_link_add')}
      formId="cw-quick-link-form"
      formClassName="cw-home-form"
      submitLabel={t(props.link ? 'common.save' : 'home.quick_link_add')}
      saving={saving}
      onSubmit={submit}
    >
      <Input
        label={t('home.quick_link_url')}
        value={values.url}
        placeholder="https://"
        inputMode="url"
        autoFocus
        maxLength={2048}
        error={error ? t(error) : undefined}
        onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
      />
      <Input
        label={t('home.quick_link_title')}
        value={values.title}
        maxLength={255}
        onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
      />
    </FormModal>
  );
}
