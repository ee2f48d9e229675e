import { useMemo, useState } from 'react';
import { ROLE, type ProjectMember, type Role, type WorkspaceMember } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { useAppStore } from '@cairn/state';
import { Button, Checkbox, Input, Modal, SearchIcon } from '@cairn/ui-kit';
import { parseRole, roleOptions } from '../../settings';
import { ChoiceGroup } from '../../../shared/components/ChoiceGroup';
import { memberName } from '../../../shared/member-name';
import '../../../app/styles/settings.css';
import '../../../app/styles/project-settings.css';

/** The role a workspace member gets in the project: a workspace guest can only be a project guest. */
export function cappedRole(role: Role, workspaceRole: Role): Role {
  return workspaceRole === ROLE.GUEST ? ROLE.GUEST : role;
}

/** "Add members": tick workspace members who are not in the project yet and choose the role they get. */
export function AddProjectMembersModal(props: {
  slug: string;
  projectId: string;
  open: boolean;
  workspaceMembers: readonly WorkspaceMember[];
  projectMembers: readonly ProjectMember[];
  onClose: () => void;
}) {
  const { t } = useT();
  const addProjectMembers = useAppStore((s) => s.addProjectMembers);
  const [chosen, setChosen] = useState<string[]>([]);
  const [role, setRole] = useState<Role>(ROLE.MEMBER);
  const [query, setQuery] = useState('');
  const [saving, setSaving] = useState(false);
  const candidates = useMemo(() => {
    const inProject = new Set(props.projectMembers.map((m) => m.member.id));
    return props.workspaceMembers.filter((m) => m.is_active && !inProject.has(m.member.id));
  }, [props.workspaceMembers, props.projectMembers]);
  const needle = query.trim().toLowerCase();
  const shown = candidates.filter((m) => !needle || memberName(m.member).toLowerCase().includes(needle) || m.member.email.toLowerCase().includes(needle));

  const close = () => {
    setChosen([]);
    setRole(ROLE.MEMBER);
    setQuery('');
    props.onClose();
  };

  const toggle = (userId: string) => setChosen((prev) => (prev.includes(userId) ? prev.filter((id) => id !== userId) : [...prev, userId]));

  const submit = async () => {
    const picked = candidates.filter((m) => chosen.includes(m.member.id));
    if (picked.length === 0) return;
    setSaving(true);
    try {
      await addProjectMembers(props.slug, props.projectId, picked.map((m) => ({ member_id: m.member.id, role: cappedRole(role, m.role) })));
      close();
    } catch {
      // The store showed why; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onClose={close}
      title={t('projects.members.add_title')}
      description={t('projects.members.add_description')}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button loading={saving} disabled={chosen.length === 0} onClick={() => void submit()}>
            {t('projects.members.add_submit', { count: chosen.length })}
          </Button>
        </>
      }
    >
      {candidates.length === 0 ? (
        <p className="cw-muted">{t('projects.members.add_none')}</p>
      ) : (
        <div className="cw-settings-form">
          {candidates.length > 5 ? (
            <Input
              id="add-members-search"
              aria-label={t('projects.members.add_search')}
              placeholder={t('projects.members.add_search')}
              leftIcon={<SearchIcon size={14} />}
              size="sm"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          ) : null}
          <ul className="cw-pick-list" aria-label={t('projects.members.add_people')}>
            {shown.map((m) => {
              const name = memberName(m.member);
              return (
                <li key={m.id} className="cw-pick-list__row">
                  <Checkbox id={`add-member-${m.member.id}`} label={name} description={m.member.email} checked={chosen.includes(m.member.id)} onChange={() => toggle(m.member.id)} />
                </li>
              );
            })}
          </ul>
          <ChoiceGroup label={t('common.role')} options={roleOptions(t)} value={String(role)} onChange={(v) => setRole(parseRole(v))} />
          <p className="cw-muted">{t('projects.members.guest_note')}</p>
        </div>
      )}
    </Modal>
  );
}
