import { useId, useState, type FormEvent } from 'react';
import { useT } from '@cairn/i18n';
import { PUBLIC_COMMENT_MAX } from '@cairn/types';
import { Button, FormField } from '@cairn/ui-kit';
import { plainTextToHtml } from './comment-html';
import { TextArea } from './TextArea';

/** The error of a comment's text, or undefined when it can be sent. */
export function commentError(text: string, t: (key: string, vars?: Record<string, unknown>) => string): string | undefined {
  const html = plainTextToHtml(text);
  if (!html) return t('spaces_item.comments.required');
  if (html.length > PUBLIC_COMMENT_MAX) return t('spaces_item.comments.too_long', { max: PUBLIC_COMMENT_MAX });
  return undefined;
}

/**
 * A plain-text comment box (new comment, or editing one's own): the text is escaped into HTML paragraphs before it is
 * sent. `onSubmit` answers whether it was saved; the text stays on failure so nothing typed is lost.
 */
export function CommentComposer(props: {
  label: string;
  submitLabel: string;
  initialText?: string;
  onSubmit: (html: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState(props.initialText ?? '');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const error = touched ? commentError(text, t) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (commentError(text, t)) return;
    setSending(true);
    const saved = await props.onSubmit(plainTextToHtml(text));
    setSending(false);
    if (saved && !props.onCancel) {
      setText('');
      setTouched(false);
    }
  };

  return (
    <form className="cs-peek-composer" onSubmit={(e) => void submit(e)} noValidate>
      <FormField id={id} label={props.label} error={error}>
        <TextArea
          id={id}
          value={text}
          placeholder={t('spaces_item.comments.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </FormField>
      <div className="cs-peek-composer__actions">
        {props.onCancel ? (
          <Button variant="ghost" size="sm" onClick={props.onCancel}>
            {t('spaces_item.comments.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={sending}>
          {props.submitLabel}
        </Button>
      </div>
    </form>
  );
}
