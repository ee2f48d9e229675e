import type { Module, ModuleStatus as Status } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { Avatar, IconButton, SidebarIcon } from '@cairn/ui-kit';
import { formatDay } from '../hooks/module-format';
import type { ModulePerson } from '../hooks/use-module-data';
import { ModuleAnalytics } from './ModuleAnalytics';
import { TimeLoggedSummary } from '../../time-tracking';
import { ModuleLinks } from './ModuleLinks';
import { ModuleProgress } from './ModuleProgress';
import { ModuleStatus } from './ModuleStatus';

function Person({ person, fallback }: { person: ModulePerson | undefined; fallback: string }) {
  if (!person) return <span className="cw-module-facts__none">{fallback}</span>;
  return (
    <span className="cw-module-person">
      <Avatar size="xs" name={person.name} colorSeed={person.id} src={person.avatarUrl} />
      <span>{person.name}</span>
    </span>
  );
}

/**
 * The module detail's right sidebar: status, dates, lead, members, description, links, progress by state group, the
 * burndown and the breakdowns. `onCollapse` hides it (the flag is remembered by the route).
 */
export function ModuleSidebar(props: {
  slug: string;
  module: Module;
  people: ReadonlyMap<string, ModulePerson>;
  editable: boolean;
  onStatusChange?: (status: Status) => void;
  onCollapse: () => void;
}) {
  const { t, locale: language } = useT();
  const { module, people } = props;
  const members = module.member_ids.map((id) => people.get(id)).filter((p): p is ModulePerson => p !== undefined);
  const day = (value: string | null) => (value ? formatDay(value, language) : <span className="cw-module-facts__none">{t('modules.dates.not_set')}</span>);
  return (
    <aside className="cw-module-sidebar" aria-label={t('modules.sidebar.label')}>
      <div className="cw-module-sidebar__head">
        <h2 className="cw-module-sidebar__title">{t('modules.sidebar.title')}</h2>
        <IconButton size="sm" icon={<SidebarIcon size={16} />} aria-label={t('modules.sidebar.collapse')} aria-expanded onClick={props.onCollapse} />
      </div>
      <dl className="cw-module-facts">
        <dt>{t('modules.fields.status')}</dt>
        <dd>
          <ModuleStatus status={module.status} moduleName={module.name} onChange={props.onStatusChange} />
        </dd>
        <dt>{t('modules.fields.start_date')}</dt>
        <dd>{day(module.start_date)}</dd>
        <dt>{t('modules.fields.target_date')}</dt>
        <dd>{day(module.target_date)}</dd>
        <dt>{t('modules.fields.lead')}</dt>
        <dd>
          <Person person={module.lead_id ? people.get(module.lead_id) : undefined} fallback={t('modules.fields.no_lead')} />
        </dd>
        <dt>{t('modules.fields.members')}</dt>
        <dd>
          {members.length === 0 ? (
            <span className="cw-module-facts__none">{t('modules.fields.no_members')}</span>
          ) : (
            <ul className="cw-module-members">
              {members.map((person) => (
                <li key={person.id}>
                  <Person person={person} fallback="" />
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
      {module.description ? <p className="cw-module-sidebar__description">{module.description}</p> : null}
      <ModuleLinks slug={props.slug} module={module} editable={props.editable && !module.archived_at} />
      <section className="cw-module-section" aria-labelledby="module-progress-heading">
        <h3 id="module-progress-heading" className="cw-module-section__title">
          {t('modules.progress.title')}
        </h3>
        <ModuleProgress module={module} size="md" showLegend />
      </section>
      <ModuleAnalytics slug={props.slug} module={module} people={people} />
      <TimeLoggedSummary slug={props.slug} projectId={module.project_id} query={{ module_id: module.id }} className="cw-module-section" />
    </aside>
  );
}
