import { Tag } from 'antd';
import { today } from '@intranet/shared/calendar/days';
import { formatDate } from '@intranet/shared/format/dates';
import { identificationDaysLeft } from '@intranet/shared/fleet/fleet.rules';
import type { Fine } from '@intranet/shared/fleet/fleet.schemas';
import { FLEET_TEXT as TEXT } from '../manager-texts';

/** The deadline's state while the driver is not identified: overdue (red), a week or less (orange), more. */
export function deadlineBadge(fine: Pick<Fine, 'status' | 'prazo_identificacao'>, day = today()) {
  if (fine.status !== 'pendente') return null;
  const left = identificationDaysLeft(fine.prazo_identificacao, day);
  if (left < 0) return { text: TEXT.overdue, color: 'red' };
  return { text: TEXT.daysLeft(left), color: left <= 7 ? 'orange' : 'blue' };
}

/** The identification deadline's day and, while pending, the days left or the overdue badge. */
export function FineDeadline({ fine }: { fine: Pick<Fine, 'status' | 'prazo_identificacao'> }) {
  const badge = deadlineBadge(fine);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(fine.prazo_identificacao)}{' '}
      {badge && (
        <Tag color={badge.color} style={{ marginInlineStart: 4 }}>
          {badge.text}
        </Tag>
      )}
    </span>
  );
}
