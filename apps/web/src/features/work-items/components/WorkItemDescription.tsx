import { useState } from 'react';
import type { MentionSource } from '@cairn/editor';
import { useT } from '@cairn/i18n';
import { LazyRichTextEditor as RichTextEditor } from './LazyRichTextEditor';
import { useDebouncedSave } from '../hooks/use-debounced-save';
import './work-item-detail.css';

/** The description, saved about a second after the last change (through `onSave`, which resolves when stored). */
export function WorkItemDescription(props: { itemId: string; html: string; readOnly: boolean; mentions?: MentionSource; onSave: (html: string) => Promise<unknown>; onUploadFile?: (file: File) => Promise<{ url: string; assetId?: string }> }) {
  const { t } = useT();
  const [status, setStatus] = useState<'idle' | 'pending' | 'saving' | 'saved'>('idle');
  const save = useDebouncedSave((html: string) => {
    setStatus('saving');
    props
      .onSave(html)
      .then(() => setStatus('saved'))
      // The store rolled back and toasted; the editor keeps the text for the next change.
      .catch(() => setStatus('idle'));
  }, 1000);
  return (
    <div className="cw-wi-description">
      <RichTextEditor
        key={props.itemId}
        ariaLabel={t('work_items.form.description')}
        placeholder={t('work_items.form.description_placeholder')}
        initialHtml={props.html}
        readOnly={props.readOnly}
        mentions={props.mentions}
        onUploadFile={props.readOnly ? undefined : props.onUploadFile}
        onChange={(html) => {
          if (html === props.html) return;
          setStatus('pending');
          save(html);
        }}
      />
      <div className="cw-wi-save-status" aria-live="polite">
        {status === 'saving' || status === 'pending' ? t('work_items.detail.description_saving') : status === 'saved' ? t('work_items.detail.description_saved') : ''}
      </div>
    </div>
  );
}
