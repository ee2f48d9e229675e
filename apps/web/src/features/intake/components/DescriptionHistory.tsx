import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { Button, Modal, Spinner } from '@cairn/ui-kit';
import { WorkItemDescription } from '../../work-items';
import { dateTimeOf } from '../hooks/intake-format';
import { useDescriptionVersions } from '../hooks/use-description-versions';

const noSave = () => Promise.resolve();

/** The "History" control: the description's saved versions, newest first; picking one shows it read-only. */
export function DescriptionHistory(props: { slug: string; projectId: string; issueId: string; personName: (userId: string | null) => string }) {
  const { t, locale: language } = useT();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const { state, open: load } = useDescriptionVersions(props.slug, props.projectId, props.issueId);
  const shown = state.status === 'ready' ? state.versions.find((v) => v.id === picked) ?? state.versions[0] : undefined;
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => {
          setOpen(true);
          setPicked(undefined);
          load();
        }}
      >
        {t('intake.history.button')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('intake.history.title')} size="lg">
        {state.status === 'loading' || state.status === 'idle' ? <div className="cw-center-pad"><Spinner /></div> : null}
        {state.status === 'error' ? <p role="alert">{t('intake.history.failed')}</p> : null}
        {state.status === 'ready' && state.versions.length === 0 ? <p>{t('intake.history.empty')}</p> : null}
        {state.status === 'ready' && shown ? (
          <div className="cw-intake-history">
            <ul aria-label={t('intake.history.versions')} className="cw-intake-history__list">
              {state.versions.map((version) => (
                <li key={version.id}>
                  <button
                    type="button"
                    aria-pressed={version.id === shown.id}
                    className={version.id === shown.id ? 'cw-intake-history__item cw-intake-history__item--on' : 'cw-intake-history__item'}
                    onClick={() => setPicked(version.id)}
                  >
                    <span>{dateTimeOf(version.last_saved_at, language)}</span>
                    <span className="cw-intake-muted">{props.personName(version.owned_by)}</span>
                  </button>
                </li>
              ))}
            </ul>
            <div className="cw-intake-history__body">
              <WorkItemDescription itemId={shown.id} html={shown.description_html} readOnly onSave={noSave} />
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
