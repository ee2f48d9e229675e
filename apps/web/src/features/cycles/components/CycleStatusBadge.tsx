import { useT } from '@cairn/i18n';
import type { CycleRecord } from '@cairn/state';
import { Badge, type BadgeVariant } from '@cairn/ui-kit';
import { shownStatus } from '../hooks/cycle-format';

const VARIANT: Record<ReturnType<typeof shownStatus>, BadgeVariant> = { current: 'success', upcoming: 'primary', completed: 'neutral', draft: 'warning' };

/** The cycle's status on `today` (current, upcoming, completed, draft). */
export function CycleStatusBadge({ cycle, today }: { cycle: CycleRecord; today: string }) {
  const { t } = useT();
  const status = shownStatus(cycle, today);
  return (
    <Badge size="sm" variant={VARIANT[status]} className="cw-cycle-status">
      {t(`cycles.status.${status}`)}
    </Badge>
  );
}
