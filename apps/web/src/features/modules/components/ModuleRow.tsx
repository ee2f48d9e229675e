import { Link } from 'react-router';
import type { Module, ModuleStatus as Status } from '@cairn/types';
import type { MenuItem } from '@cairn/ui-kit';
import { modulePath } from '../paths';
import type { ModulePerson } from '../hooks/use-module-data';
import { ModuleDates, ModuleLead, ModuleMenu } from './ModuleMeta';
import { ModuleFavoriteButton } from './ModuleFavoriteButton';
import { ModuleProgress } from './ModuleProgress';
import { ModuleStatus } from './ModuleStatus';

/** What a module row or card shows and may do. */
export interface ModuleItemProps {
  slug: string;
  module: Module;
  lead: ModulePerson | undefined;
  menu: MenuItem[];
  onStatusChange?: (status: Status) => void;
  canFavorite: boolean;
}

/** One module in the list layout: name and description, dates, progress, status, lead, favorite, menu. */
export function ModuleRow({ slug, module, lead, menu, onStatusChange, canFavorite }: ModuleItemProps) {
  return (
    <li className="cw-project-row cw-module-row">
      <div className="cw-project-row__main">
        <Link className="cw-project-row__name" to={modulePath(slug, module.project_id, module.id)}>
          {module.name}
        </Link>
        {module.description ? <span className="cw-project-row__description">{module.description}</span> : null}
      </div>
      <div className="cw-module-row__progress">
        <ModuleProgress module={module} />
      </div>
      <div className="cw-module-row__meta">
        <ModuleDates module={module} />
        <ModuleStatus status={module.status} moduleName={module.name} onChange={onStatusChange} />
        <ModuleLead lead={lead} />
      </div>
      <div className="cw-project-row__actions cw-module-row__actions">
        {canFavorite ? <ModuleFavoriteButton slug={slug} module={module} /> : null}
        <ModuleMenu module={module} items={menu} />
      </div>
    </li>
  );
}

/** One module in the cards (gallery) layout: the same facts as a row, stacked in a card. */
export function ModuleCard({ slug, module, lead, menu, onStatusChange, canFavorite }: ModuleItemProps) {
  return (
    <li className="cw-module-card">
      <div className="cw-module-card__head">
        <Link className="cw-project-row__name" to={modulePath(slug, module.project_id, module.id)}>
          {module.name}
        </Link>
        <div className="cw-project-row__actions">
          {canFavorite ? <ModuleFavoriteButton slug={slug} module={module} /> : null}
          <ModuleMenu module={module} items={menu} />
        </div>
      </div>
      {module.description ? <p className="cw-module-card__description">{module.description}</p> : null}
      <ModuleProgress module={module} />
      <div className="cw-module-card__foot">
        <ModuleStatus status={module.status} moduleName={module.name} onChange={onStatusChange} />
        <ModuleDates module={module} />
        <ModuleLead lead={lead} />
      </div>
    </li>
  );
}
