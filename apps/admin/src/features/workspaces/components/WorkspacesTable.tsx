import { useT } from '@cairn/i18n';
import type { InstanceWorkspace } from '@cairn/types';

/** Every workspace of the instance; on a narrow screen each row reads as a small card (see admin.css). */
export function WorkspacesTable({ workspaces }: { workspaces: readonly InstanceWorkspace[] }) {
  const { t, locale: language } = useT();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  if (workspaces.length === 0) return <p className="ca-muted">{t('god_mode.workspaces.empty')}</p>;
  const columns = ['name', 'slug', 'owner', 'members', 'projects', 'created'] as const;
  return (
    <div className="ca-table-wrap">
      <table className="ca-table">
        <caption className="ca-visually-hidden">{t('god_mode.workspaces.table_caption')}</caption>
        <thead>
          <tr>{columns.map((c) => <th key={c} scope="col">{t(`god_mode.workspaces.column_${c}`)}</th>)}</tr>
        </thead>
        <tbody>
          {workspaces.map((w) => (
            <tr key={w.id}>
              <th scope="row" data-label={t('god_mode.workspaces.column_name')}>{w.name}</th>
              <td data-label={t('god_mode.workspaces.column_slug')}><code className="ca-code">{w.slug}</code></td>
              <td data-label={t('god_mode.workspaces.column_owner')}>{w.owner_email ?? t('god_mode.workspaces.no_owner')}</td>
              <td data-label={t('god_mode.workspaces.column_members')}>{w.member_count}</td>
              <td data-label={t('god_mode.workspaces.column_projects')}>{w.project_count}</td>
              <td data-label={t('god_mode.workspaces.column_created')}>{Number.isNaN(Date.parse(w.created_at)) ? w.created_at : date.format(new Date(w.created_at))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
