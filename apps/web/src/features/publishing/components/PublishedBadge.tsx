import { useT } from '@cairn/i18n';
import { Badge, GlobeIcon, Tooltip } from '@cairn/ui-kit';

/** The small "Published" mark of a published project or view (a hint says what it means). */
export function PublishedBadge({ hint }: { hint?: string }) {
  const { t } = useT();
  const badge = (
    <span className="cw-published-badge" tabIndex={hint ? 0 : undefined}>
      <Badge size="sm" variant="success" icon={<GlobeIcon size={12} />}>
        {t('publishing.published')}
      </Badge>
    </span>
  );
  return hint ? <Tooltip content={hint}>{badge}</Tooltip> : badge;
}
