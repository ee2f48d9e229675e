import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { PUBLISH_DEFAULT_VIEW_PROPS, type DeployBoardUpdate } from '@cairn/types';
import { useStoreApi, type DeployBoardTarget } from '@cairn/state';
import { Button, GlobeIcon, Spinner } from '@cairn/ui-kit';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { useDeployBoard } from '../hooks/use-deploy-board';
import { PublicLink } from './PublicLink';
import { PublishForm, type PublishSettings } from './PublishForm';
import '../publishing.css';

const ignore = () => undefined;

/** What a new board offers: a roadmap people can discuss and vote on; no requests, not indexed. */
export const PUBLISH_DEFAULTS: PublishSettings = {
  is_comments_enabled: true,
  is_reactions_enabled: true,
  is_votes_enabled: true,
  is_intake_enabled: false,
  is_activity_enabled: true,
  is_indexable: false,
  view_props: { ...PUBLISH_DEFAULT_VIEW_PROPS },
};

/**
 * Publishing a project or a view, in the settings tab and the dialog alike. Not published: what publishing shares,
 * the settings it starts with (changeable before) and "Publish". Published: the public link (Copy, Open), the settings
 * (each change saved at once; a failure rolls back with the store's toast) and "Unpublish" after a confirmation.
 */
export function PublishPanel(props: { slug: string; target: DeployBoardTarget; intakeAvailable: boolean }) {
  const { t } = useT();
  const storeApi = useStoreApi();
  const { slug, target } = props;
  const { board, status, reload } = useDeployBoard(slug, target, true);
  const [draft, setDraft] = useState<PublishSettings>(PUBLISH_DEFAULTS);
  const [publishing, setPublishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [unpublishing, setUnpublishing] = useState(false);

  if (board === undefined) {
    if (status === 'error') {
      return (
        <div className="cw-publish-panel" role="alert">
          <p>{t('publishing.load_failed')}</p>
          <Button size="sm" variant="outline" onClick={reload}>
            {t('publishing.retry')}
          </Button>
        </div>
      );
    }
    return (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }

  const intro = t(target.kind === 'project' ? 'publishing.intro_project' : 'publishing.intro_view');
  if (board === null) {
    const patchDraft = (patch: DeployBoardUpdate) => setDraft((d) => ({ ...d, ...patch, view_props: { ...d.view_props, ...patch.view_props } }));
    const publish = async () => {
      setPublishing(true);
      try {
        // Only the intake switch needs the project's Intake; it is never sent on while that is off.
        const body = { ...draft, is_intake_enabled: draft.is_intake_enabled && props.intakeAvailable };
        await storeApi.getState().publishDeployBoard(slug, target, body);
        storeApi.getState().pushToast({ type: 'success', title: t('publishing.published_notice') });
      } catch {
        // The store showed the failure; read the board again (someone else may have published it meanwhile: 409).
        reload();
      } finally {
        setPublishing(false);
      }
    };
    return (
      <div className="cw-publish-panel">
        <p className="cw-publish-panel__intro">{intro}</p>
        <div>
          <Button leftIcon={<GlobeIcon size={14} />} loading={publishing} onClick={() => void publish()}>
            {t('publishing.publish_action')}
          </Button>
        </div>
        <p className="cw-muted">{t('publishing.draft_settings_description')}</p>
        <PublishForm value={draft} intakeAvailable={props.intakeAvailable} disabled={publishing} onChange={patchDraft} />
      </div>
    );
  }

  const unpublish = async () => {
    setUnpublishing(true);
    try {
      await storeApi.getState().unpublishDeployBoard(slug, target);
      setConfirming(false);
      storeApi.getState().pushToast({ type: 'success', title: t('publishing.unpublished_notice') });
    } catch {
      // Rolled back; the store showed the failure.
    } finally {
      setUnpublishing(false);
    }
  };
  return (
    <div className="cw-publish-panel">
      <p className="cw-publish-panel__intro">{intro}</p>
      <PublicLink anchor={board.anchor} />
      <p className="cw-muted">{t('publishing.settings_description')}</p>
      <PublishForm
        value={board}
        intakeAvailable={props.intakeAvailable}
        onChange={(patch) => void storeApi.getState().updateDeployBoard(slug, target, patch).catch(ignore)}
      />
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('publishing.unpublish')}
        </Button>
      </div>
      <ConfirmModal
        open={confirming}
        title={t('publishing.unpublish_title')}
        description={t('publishing.unpublish_description')}
        confirmLabel={t('publishing.unpublish_confirm')}
        busy={unpublishing}
        onConfirm={() => void unpublish()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
