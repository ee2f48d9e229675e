import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useT } from '@cairn/i18n';
import { useFolderNameError } from '../hooks/use-favorite-errors';

/** An inline folder name field (create or rename): Enter saves, Escape cancels; a refused name shows under it. */
export function FolderNameForm(props: { initial: string; submitLabel: string; onSubmit: (name: string) => Promise<unknown>; onDone: () => void }) {
  const { t } = useT();
  const errorId = useId();
  const explain = useFolderNameError();
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(name);
      props.onDone();
    } catch (e) {
      // A refusal the server toasted already (other than a taken name) keeps the field for another try.
      setError(explain(e));
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      props.onDone();
    }
  };
  return (
    <form className="cw-favs__form" onSubmit={(e) => void submit(e)}>
      <input
        className="cw-favs__input"
        aria-label={t('favorites.folder_name')}
        placeholder={t('favorites.folder_name_placeholder')}
        value={name}
        maxLength={255}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="cw-favs__form-button" disabled={busy}>{props.submitLabel}</button>
      <button type="button" className="cw-favs__form-button" onClick={props.onDone}>{t('favorites.cancel')}</button>
      {error ? <p id={errorId} className="cw-favs__error" role="alert">{error}</p> : null}
    </form>
  );
}
