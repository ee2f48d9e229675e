import { Command } from 'cmdk';
import { useT } from '@cairn/i18n';
import type { SearchResults } from '@cairn/state';
import { cyclePath } from '../../cycles';
import { modulePath } from '../../modules';
import { pagePath } from '../../pages';
import { projectPath } from '../../projects';
import { globalViewPath, projectViewPath } from '../../views';
import { browsePath } from '../../work-items';
import type { RecentPick } from '../hooks/recent-picks';

/** The server's results for the typed text, one group per type; picking one goes there (and is remembered). */
export function PaletteResults(props: { slug: string; results: SearchResults; onPick: (pick: RecentPick) => void }) {
  const { t } = useT();
  const { slug, results, onPick } = props;
  const where = (projectIdentifier: string | null) => (projectIdentifier ? t('command_palette.in_project', { project: projectIdentifier }) : t('command_palette.workspace_view'));
  const item = (pick: RecentPick, hint?: string) => (
    <Command.Item key={pick.key} value={pick.key} onSelect={() => onPick(pick)} className="cw-palette__item">
      {pick.prefix ? <span className="cw-wi-key cw-palette__key">{pick.prefix}</span> : null}
      <span className="cw-palette__label">{pick.label}</span>
      {hint ? <span className="cw-palette__hint">{hint}</span> : null}
    </Command.Item>
  );
  return (
    <>
      {results.issue.length > 0 ? (
        <Command.Group heading={t('command_palette.group_work_items')}>
          {results.issue.map((r) => {
            const key = `${r.project__identifier}-${r.sequence_id}`;
            return item({ key: `issue:${r.id}`, label: r.name, prefix: key, path: browsePath(slug, key) }, r.state__name ?? undefined);
          })}
        </Command.Group>
      ) : null}
      {results.project.length > 0 ? (
        <Command.Group heading={t('command_palette.group_projects')}>
          {results.project.map((r) => item({ key: `project:${r.id}`, label: r.name, prefix: r.identifier, path: projectPath(slug, r.id) }))}
        </Command.Group>
      ) : null}
      {results.cycle.length > 0 ? (
        <Command.Group heading={t('command_palette.group_cycles')}>
          {results.cycle.map((r) => item({ key: `cycle:${r.id}`, label: r.name, path: cyclePath(slug, r.project_id ?? '', r.id) }, where(r.project__identifier)))}
        </Command.Group>
      ) : null}
      {results.module.length > 0 ? (
        <Command.Group heading={t('command_palette.group_modules')}>
          {results.module.map((r) => item({ key: `module:${r.id}`, label: r.name, path: modulePath(slug, r.project_id ?? '', r.id) }, where(r.project__identifier)))}
        </Command.Group>
      ) : null}
      {results.issue_view.length > 0 ? (
        <Command.Group heading={t('command_palette.group_views')}>
          {results.issue_view.map((r) =>
            item(
              { key: `view:${r.id}`, label: r.name, path: r.project_id ? projectViewPath(slug, r.project_id, r.id) : globalViewPath(slug, r.id) },
              where(r.project__identifier),
            ),
          )}
        </Command.Group>
      ) : null}
      {results.page.length > 0 ? (
        <Command.Group heading={t('command_palette.group_pages')}>
          {results.page.map((r) =>
            item({ key: `page:${r.id}`, label: r.name, path: pagePath(slug, { id: r.id, project_ids: r.project_id ? [r.project_id] : [] }) }, where(r.project__identifier)),
          )}
        </Command.Group>
      ) : null}
      {results.workspace.length > 0 ? (
        <Command.Group heading={t('command_palette.group_workspace')}>
          {results.workspace.map((r) => item({ key: `workspace:${r.id}`, label: r.name, path: `/${r.slug}` }))}
        </Command.Group>
      ) : null}
    </>
  );
}

/** Whether an answer has anything to list. */
export function hasResults(results: SearchResults | undefined): boolean {
  return results !== undefined && Object.values(results).some((list) => list.length > 0);
}
