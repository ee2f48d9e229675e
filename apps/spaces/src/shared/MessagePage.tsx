import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { Card, EmptyState, GlobeIcon } from '@cairn/ui-kit';

/** A whole page that says one thing (not found, not available, failed) under the spaces brand. */
export function MessagePage({ icon, title, description, action }: { icon: ReactNode; title: string; description: string; action?: ReactNode }) {
  const { t } = useT();
  return (
    <div className="cs-page">
      <header className="cs-header">
        <span className="cs-brand">
          <GlobeIcon size={20} />
          <span className="cs-brand__name">{t('spaces.title')}</span>
        </span>
      </header>
      <main className="cs-main">
        <Card padding="lg" className="cs-card">
          <EmptyState icon={icon} title={title} description={description} action={action} />
        </Card>
      </main>
    </div>
  );
}
