import { Link } from 'react-router';
import { useT } from '@cairn/i18n';
import type { PublishLayout } from '@cairn/types';
import { useSpacesStore } from '@cairn/state';
import { IntakeIcon } from '@cairn/ui-kit';
import { AccountArea } from './AccountArea';
import { LayoutSwitcher } from './LayoutSwitcher';

function ProjectLogo() {
  const logo = useSpacesStore((s) => s.boardMeta?.project.logo_props);
  const name = useSpacesStore((s) => s.boardMeta?.project.name ?? '');
  const emoji = logo?.in_use === 'emoji' ? logo.emoji?.value : undefined;
  return (
    <span className="cs-logo" aria-hidden="true">
      {emoji ?? name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** The board's header: project (and view) names, workspace, layouts, "Submit a request", theme and account. */
export function BoardHeader({ anchor, layouts, layout, onLayout }: { anchor: string; layouts: PublishLayout[]; layout: PublishLayout; onLayout: (l: PublishLayout) => void }) {
  const { t } = useT();
  const meta = useSpacesStore((s) => s.boardMeta);
  const intake = useSpacesStore((s) => s.boardSettings?.is_intake_enabled ?? false);
  if (!meta) return null;
  return (
    <header className="cs-header cs-board-header">
      <div className="cs-board-title">
        <ProjectLogo />
        <div className="cs-board-title__text">
          <h1 className="cs-board-title__name">{meta.view ? meta.view.name : meta.project.name}</h1>
          <p className="cs-muted cs-board-title__sub">
            <span className="cs-item-key">{meta.project.identifier}</span>
            {meta.view ? <span>{t('spaces.board.view_of_project', { project: meta.project.name })}</span> : null}
            <span title={t('spaces.board.workspace_label', { name: meta.workspace.name })}>{meta.workspace.name}</span>
          </p>
        </div>
      </div>
      <div className="cs-board-actions">
        <LayoutSwitcher layouts={layouts} value={layout} onChange={onLayout} />
        {intake ? (
          <Link className="ck-button ck-button--outline ck-button--sm" to={`/issues/${anchor}/intake`}>
            <IntakeIcon size={14} /> <span>{t('spaces.board.submit_request')}</span>
          </Link>
        ) : null}
        <AccountArea />
      </div>
    </header>
  );
}
