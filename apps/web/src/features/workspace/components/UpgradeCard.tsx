import { useState } from 'react';
import { useT } from '@cairn/i18n';
import { Badge, Button, Modal } from '@cairn/ui-kit';

/** The Pro / Upgrade card at the bottom of the sidebar; upgrading is explained, not sold, until plans exist. */
export function UpgradeCard() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className="cw-upgrade">
      <div className="cw-upgrade__text">
        <Badge variant="accent" size="sm">
          {t('sidebar.pro')}
        </Badge>
        <span>{t('workspace.upgrade.tagline')}</span>
      </div>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {t('sidebar.upgrade')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('workspace.upgrade.title')}
        description={t('workspace.upgrade.description')}
        size="sm"
        footer={
          <Button variant="primary" onClick={() => setOpen(false)}>
            {t('common.close')}
          </Button>
        }
      />
    </div>
  );
}
