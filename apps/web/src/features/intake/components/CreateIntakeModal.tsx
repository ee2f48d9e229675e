import { useEffect, useState } from 'react';
import { useT } from '@cairn/i18n';
import { PRIORITIES, type Priority } from '@cairn/types';
import { useStoreApi } from '@cairn/state';
import { Button, Input, Modal } from '@cairn/ui-kit';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { LazyRichTextEditor } from '../../work-items';

/** "New request": a title (required), a description and a priority; any project role may send one, guests too. */
export function CreateIntakeModal(props: { slug: string; projectId: string; open: boolean; onClose: () => void; onCreated: (issueId: string) => void }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const [name, setName] = useState('');
  const [html, setHtml] = useState('');
  const [priority, setPriority] = useState<Priority>('none');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!props.open) return;
    setName('');
    setHtml('');
    setPriority('none');
    setTouched(false);
    // A new editor for each opening (it keeps its own text).
    setRound((r) => r + 1);
  }, [props.open]);
  const missing = name.trim() === '';
  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    let listed: string | undefined;
    const created = storeApi.getState().createIntakeIssue(props.slug, props.projectId, {
      name: name.trim(), priority, ...(html && html !== '<p></p>' ? { description_html: html } : {}),
    }, { onListed: (id) => { listed = id; } });
    // Optimistic: the request is listed at once; the dialog closes and the detail opens on it.
    props.onClose();
    if (listed) props.onCreated(listed);
    try {
      await created;
    } catch {
      // Rolled back and toasted by the store.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('intake.create.title')}
      description={t('intake.create.description')}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={busy}>{t('common.cancel')}</Button>
          <Button loading={busy} onClick={() => void submit()}>{t('intake.create.submit')}</Button>
        </>
      }
    >
      <form
        className="cw-intake-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Input
          label={t('intake.create.name')}
          required
          autoFocus
          maxLength={255}
          value={name}
          error={touched && missing ? t('intake.create.name_required') : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="cw-field">
          <span className="cw-field__label">{t('intake.create.description_label')}</span>
          <LazyRichTextEditor
            key={round}
            ariaLabel={t('intake.create.description_label')}
            placeholder={t('intake.create.description_placeholder')}
            initialHtml=""
            onChange={setHtml}
          />
        </div>
        <ChoiceGroup
          label={t('intake.create.priority')}
          options={PRIORITIES.map((p) => ({ value: p, label: t(`work_items.priority.${p}`) }))}
          value={priority}
          onChange={setPriority}
        />
      </form>
    </Modal>
  );
}
