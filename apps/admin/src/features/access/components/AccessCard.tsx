import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Card, SettingsIcon } from '@cairn/ui-kit';

/** The card every screen before the console uses: the god-mode mark, a title, a sentence and the content. */
export function AccessCard({ title, description, children }: { title: string; description?: ReactNode; children?: ReactNode }) {
  const { t } = useT();
  return (
    <Card padding="lg" className="ca-access-card">
      <p className="ca-brand">
        <SettingsIcon size={20} />
        <span>{t('god_mode.title')}</span>
      </p>
      <h1 className="ca-access-card__title">{title}</h1>
      {description ? <p className="ca-muted">{description}</p> : null}
      {children}
    </Card>
  );
}
