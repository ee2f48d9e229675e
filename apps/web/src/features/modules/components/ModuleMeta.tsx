import type { Module } from '@cairn/types';
import { useT } from '@cairn/i18n';
import { Avatar, Menu, MoreHorizontalIcon, type MenuItem } from '@cairn/ui-kit';
import { formatDayRange } from '../hooks/module-format';
import type { ModulePerson } from '../hooks/use-module-data';

/** A module's lead as an avatar with the name as tooltip and accessible text ("No lead" when none). */
export function ModuleLead(props: { lead: ModulePerson | undefined }) {
  const { t } = useT();
  if (!props.lead) return <span className="cw-module-lead cw-module-lead--none">{t('modules.fields.no_lead')}</span>;
  return (
    <span className="cw-module-lead" title={t('modules.lead_named', { name: props.lead.name })}>
      <Avatar size="xs" name={props.lead.name} colorSeed={props.lead.id} src={props.lead.avatarUrl} />
      <span className="cw-module-lead__name">{props.lead.name}</span>
    </span>
  );
}

/** A module's start and target dates ("No dates" when neither is set). */
export function ModuleDates(props: { module: Module }) {
  const { t, locale: language } = useT();
  const text = formatDayRange(props.module.start_date, props.module.target_date, language, t);
  return <span className={text ? 'cw-module-dates' : 'cw-module-dates cw-module-dates--none'}>{text ?? t('modules.dates.none')}</span>;
}

/** The "more actions" menu of a module (nothing when it offers no action). */
export function ModuleMenu(props: { module: Module; items: MenuItem[] }) {
  const { t } = useT();
  if (props.items.length === 0) return null;
  return <Menu align="end" trigger={<MoreHorizontalIcon size={16} />} triggerLabel={t('modules.actions.more', { name: props.module.name })} items={props.items} />;
}
