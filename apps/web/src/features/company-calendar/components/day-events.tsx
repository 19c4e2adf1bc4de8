import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  CALENDAR_KIND_LABELS,
  COMPANY_CALENDAR_MSG as MSG,
} from '@intranet/shared/company-calendar/company-calendar.messages';
import type { CalendarEvent } from '@intranet/shared/company-calendar/company-calendar.schemas';
import { formatDate } from '@intranet/shared/format/dates';

/** The events of the chosen day; a colleague's name opens their contact page. */
export function DayEvents({ day, events }: { day: string; events: CalendarEvent[] }) {
  return (
    <section aria-label={`Eventos de ${formatDate(day)}`} data-testid="day-events">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {formatDate(day)}
      </Typography.Title>
      {events.length === 0 ? (
        <Typography.Text type="secondary">{MSG.noEvents}</Typography.Text>
      ) : (
        <ul className="day-events">
          {events.map((e) => (
            <li key={e.id}>
              <Tag color={CALENDAR_KIND_LABELS[e.tipo].color}>{CALENDAR_KIND_LABELS[e.tipo].label}</Tag>
              {e.id_pessoa ? <Link to={`/contacts/profile/${e.id_pessoa}`}>{e.titulo}</Link> : e.titulo}
              {e.data_fim !== e.data && (
                <Typography.Text type="secondary"> — até {formatDate(e.data_fim)}</Typography.Text>
              )}
              {e.detalhe && (
                <div>
                  <Typography.Text type="secondary">{e.detalhe}</Typography.Text>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
