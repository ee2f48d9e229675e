import { useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { Attachment } from '@cairn/types';
import { FileIcon, IconButton, PlusIcon, TrashIcon, XIcon } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { WidgetSection } from './WidgetSection';
import './work-item-detail.css';

/** An upload on its way (spec §3 "Attachment upload status"). */
export interface UploadStatus {
  id: string;
  name: string;
  /** 0–100, whole percent. */
  progress: number;
  size: number;
  type: string;
}

/** Bytes as "12 KB" / "1.2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The attachments widget: upload (with progress and cancel), open and delete (after confirming). */
export function AttachmentsWidget(props: {
  attachments: readonly Attachment[];
  uploads: readonly UploadStatus[];
  readOnly: boolean;
  onUpload: (file: File) => void;
  onCancelUpload: (id: string) => void;
  onDelete: (id: string) => Promise<unknown>;
}) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await props.onDelete(deleting.id);
      setDeleting(null);
    } catch {
      // The store showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <WidgetSection
        title={t('work_items.attachments.title')}
        count={props.attachments.length}
        actions={
          props.readOnly ? undefined : (
            <>
              <IconButton size="sm" icon={<PlusIcon size={14} />} aria-label={t('work_items.attachments.upload')} onClick={() => input.current?.click()} />
              <input
                ref={input}
                type="file"
                hidden
                aria-label={t('work_items.attachments.choose_file')}
                onChange={(e) => {
                  for (const file of Array.from(e.target.files ?? [])) props.onUpload(file);
                  e.target.value = '';
                }}
              />
            </>
          )
        }
      >
        {props.uploads.length === 0 && props.attachments.length === 0 ? <p className="cw-wi-muted">{t('work_items.attachments.empty')}</p> : null}
        <ul className="cw-wi-rows" aria-label={t('work_items.attachments.title')}>
          {props.uploads.map((upload) => (
            <li key={upload.id} className="cw-wi-row">
              <FileIcon size={14} />
              <span className="cw-wi-row__main">
                <span className="cw-wi-row__name">{upload.name}</span>
                <span
                  className="cw-wi-progress"
                  role="progressbar"
                  aria-label={t('work_items.attachments.uploading', { name: upload.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={upload.progress}
                >
                  <span className="cw-wi-progress__bar" style={{ width: `${upload.progress}%` }} />
                </span>
              </span>
              <span className="cw-wi-row__meta">{upload.progress}%</span>
              <IconButton size="sm" icon={<XIcon size={14} />} aria-label={t('work_items.attachments.cancel', { name: upload.name })} onClick={() => props.onCancelUpload(upload.id)} />
            </li>
          ))}
          {props.attachments.map((file) => (
            <li key={file.id} className="cw-wi-row">
              <FileIcon size={14} />
              <a className="cw-wi-row__main" href={file.asset_url} target="_blank" rel="noopener noreferrer">
                {file.attributes.name}
              </a>
              <span className="cw-wi-row__meta">{formatSize(file.attributes.size)}</span>
              {props.readOnly ? null : (
                <IconButton size="sm" icon={<TrashIcon size={14} />} aria-label={t('work_items.attachments.delete', { name: file.attributes.name })} onClick={() => setDeleting(file)} />
              )}
            </li>
          ))}
        </ul>
      </WidgetSection>
      <ConfirmModal
        open={deleting !== null}
        title={t('work_items.attachments.delete_title')}
        description={t('work_items.attachments.delete_description', { name: deleting?.attributes.name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
