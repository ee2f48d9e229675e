import { MODULE_STATUSES, type ModuleStatus as Status } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { Badge, ChevronDownIcon, Menu } from '@cairn/ui-kit';
import { STATUS_VARIANT } from '../hooks/module-format';

/**
 * A module's status as a badge; for members (`onChange`) the badge opens a menu of the statuses and the change is
 * optimistic (the store rolls back and shows a failure).
 */
export function ModuleStatus(props: { status: Status; moduleName: string; onChange?: (status: Status) => void }) {
  const { t } = useT();
  const badge = (
    <Badge size="sm" variant={STATUS_VARIANT[props.status]} className="cw-module-status">
      {t(`modules.status.${props.status}`)}
      {props.onChange ? <ChevronDownIcon size={12} /> : null}
    </Badge>
  );
  if (!props.onChange) return badge;
  const change = props.onChange;
  return (
    <Menu
      trigger={badge}
      triggerClassName="cw-module-status__trigger"
      triggerLabel={t('modules.status.change', { name: props.moduleName, status: t(`modules.status.${props.status}`) })}
      aria-label={t('modules.status.label')}
      items={MODULE_STATUSES.map((status) => ({ id: status, label: t(`modules.status.${status}`), onClick: () => status !== props.status && change(status) }))}
    />
  );
}
