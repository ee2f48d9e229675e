import { useT } from '@cairn/i18n';
import { Badge } from '@cairn/ui-kit';

/**
 * The sidebar's "Pro" line (spec navigation labels: Pro, Upgrade). Everything in Cairn is included, so it says so
 * and offers nothing to buy: no button leading to a dead end.
 */
export function UpgradeCard() {
  const { t } = useT();
  return (
    <div className="cw-upgrade" role="note">
      <div className="cw-upgrade__text">
        <Badge variant="accent" size="sm">
          {t('sidebar.pro')}
        </Badge>
        <span>{t('workspace.upgrade.all_included')}</span>
      </div>
    </div>
  );
}
