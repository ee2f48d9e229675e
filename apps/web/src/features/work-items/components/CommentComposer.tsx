import { useRef, useState } from 'react';
import { useT } from '@cairn/i18n';
import type { MentionSource, RichTextEditorHandle } from '@cairn/editor';
import { LazyRichTextEditor as RichTextEditor } from './LazyRichTextEditor';
import { Button } from '@cairn/ui-kit';
import './work-item-detail.css';

/** Strips tags to see whether an editor's HTML holds any text (or an image). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** The comment box under the activity: Ctrl/Cmd+Enter or the button posts; cleared after a successful post. */
export function CommentComposer(props: { onPost: (html: string) => Promise<unknown>; mentions?: MentionSource; onUploadFile?: (file: File) => Promise<{ url: string; assetId?: string }> }) {
  const { t } = useT();
  const editor = useRef<RichTextEditorHandle>(null);
  const [html, setHtml] = useState('');
  const [busy, setBusy] = useState(false);
  const post = async () => {
    const current = editor.current?.getHtml() ?? html;
    if (isBlankHtml(current) || busy) return;
    setBusy(true);
    try {
      await props.onPost(current);
      editor.current?.clear();
      setHtml('');
    } catch {
      // The store showed why; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="cw-wi-composer">
      <RichTextEditor
        variant="comment"
        ariaLabel={t('work_items.comments.add')}
        placeholder={t('work_items.comments.placeholder')}
        editorRef={editor}
        onChange={setHtml}
        onSubmit={() => void post()}
        mentions={props.mentions}
        onUploadFile={props.onUploadFile}
      />
      <div className="cw-wi-composer__actions">
        <Button size="sm" loading={busy} disabled={isBlankHtml(html)} onClick={() => void post()}>
          {t('work_items.comments.post')}
        </Button>
      </div>
    </div>
  );
}
