import type { WorkspaceInvitation } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { Avatar, Badge, Checkbox } from '@cairn/ui-kit';
import { roleLabelKey } from '../../settings';
import '../../../app/styles/onboarding.css';

/** Pending invitations with a checkbox each, for joining several workspaces at once. */
export function InvitationList(props: { invitations: readonly WorkspaceInvitation[]; selected: ReadonlySet<string>; onToggle: (id: string) => void }) {
  const { t } = useT();
  return (
    <ul className="cw-invite-list">
      {props.invitations.map((inv) => (
        <li key={inv.id} className="cw-invite-list__item">
          <label className="cw-invite-list__label" htmlFor={`invitation-${inv.id}`}>
            <Avatar name={inv.workspace.name} colorSeed={inv.workspace.id} src={inv.workspace.logo_url ?? undefined} shape="square" />
            <span className="cw-invite-list__text">
              <span className="cw-invite-list__name">{inv.workspace.name}</span>
              <span className="cw-invite-list__meta">{t(roleLabelKey(inv.role))}</span>
            </span>
            {props.selected.has(inv.id) ? <Badge variant="success" size="sm">{t('common.join')}</Badge> : null}
          </label>
          <Checkbox
            id={`invitation-${inv.id}`}
            aria-label={inv.workspace.name}
            checked={props.selected.has(inv.id)}
            onChange={() => props.onToggle(inv.id)}
          />
        </li>
      ))}
    </ul>
  );
}
