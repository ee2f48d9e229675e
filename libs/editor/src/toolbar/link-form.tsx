import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sanitizeLinkUrl } from '../internal/link-url';
import type { EditorStrings } from '../internal/editor-strings';

interface LinkFormProps {
  strings: EditorStrings;
  initialUrl: string;
  canRemove: boolean;
  onApply(url: string): void;
  onRemove(): void;
  onClose(): void;
}

/** Inline URL input under the toolbar; refuses anything but http, https and mailto. */
export function LinkForm({ strings, initialUrl, canRemove, onApply, onRemove, onClose }: LinkFormProps) {
  const [value, setValue] = useState(initialUrl);
  const [error, setError] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = sanitizeLinkUrl(value);
    if (!url) {
      setError(true);
      return;
    }
    onApply(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <form className="ck-editor__link-form" onSubmit={submit} noValidate>
      <input
        ref={inputRef}
        className="ck-editor__link-input"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        aria-label={strings.link_url}
        aria-invalid={error || undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder="https://"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(false);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ck-editor__link-button ck-editor__link-button--primary">
        {strings.link_apply}
      </button>
      {canRemove && (
        <button type="button" className="ck-editor__link-button" onClick={onRemove}>
          {strings.link_remove}
        </button>
      )}
      <button type="button" className="ck-editor__link-button" onClick={onClose}>
        {strings.link_cancel}
      </button>
      {error && (
        <p id={errorId} role="alert" className="ck-editor__link-error">
          {strings.link_invalid}
        </p>
      )}
    </form>
  );
}
