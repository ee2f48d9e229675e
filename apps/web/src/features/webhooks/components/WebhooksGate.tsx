import type { ReactNode } from 'react';
import { useT } from '@cairn/i18n';
import { EmptyState, LockIcon, Spinner } from '@cairn/ui-kit';
import { useWebhooksAccess } from '../hooks/use-webhooks-access';

/**
 * Renders its children (given the slug) only for workspace admins: a spinner while the caller's role is unknown, the
 * "Only workspace admins can manage webhooks" state otherwise — without any webhook request.
 */
export function WebhooksGate({ children }: { children: (slug: string) => ReactNode }) {
  const { t } = useT();
  const { slug, access } = useWebhooksAccess();
  if (access === 'unknown') {
    return (
      <div className="cw-center-pad">
        <Spinner />
      </div>
    );
  }
  if (access === 'denied') {
    return <EmptyState icon={<LockIcon size={24} />} title={t('webhooks.admins_only')} description={t('webhooks.admins_only_description')} />;
  }
  return <>{children(slug)}</>;
}
