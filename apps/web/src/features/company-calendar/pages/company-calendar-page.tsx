import { useMemo, useState } from 'react';
import { Alert, Button, Calendar, Checkbox, Col, Row, Space, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { today } from '@intranet/shared/calendar/days';
import {
  CALENDAR_KIND_LABELS,
  COMPANY_CALENDAR_MSG as MSG,
} from '@intranet/shared/company-calendar/company-calendar.messages';
import type { CalendarEvent, CalendarKind } from '@intranet/shared/company-calendar/company-calendar.schemas';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useCalendarEvents } from '../api/list-calendar-events';
import { useCalendarSettings } from '../api/read-calendar-settings';
import { DayEvents } from '../components/day-events';
import { SubscriptionPanel } from '../components/subscription-panel';
import './company-calendar-page.css';

const DAY = 'YYYY-MM-DD';
/** Tags a day's cell shows before "+N". */
const CELL_TAGS = 3;

/** The six weeks a month's grid shows (42 days from the Sunday on or before the 1st). */
function gridOf(month: Dayjs): { inicio: string; fim: string } {
  const first = month.startOf('month');
  const start = first.subtract(first.day(), 'day');
  return { inicio: start.format(DAY), fim: start.add(41, 'day').format(DAY) };
}

/** Events by each day they cover. */
function byDay(events: CalendarEvent[]): Map<string, CalendarEvent[]> {
  const out = new Map<string, CalendarEvent[]>();
  for (const e of events) {
    for (let d = dayjs(e.data); d.format(DAY) <= e.data_fim; d = d.add(1, 'day')) {
      const key = d.format(DAY);
      out.set(key, [...(out.get(key) ?? []), e]);
    }
  }
  return out;
}

/**
 * /calendar: the month of holidays, colleagues' birthdays and company anniversaries (and onboardings for
 * HR, marketing events for marketing), filtered by kind; a day's events beside it; the birthday opt-out
 * and the personal iCalendar address.
 */
export function CompanyCalendarPage() {
  const [selected, setSelected] = useState<Dayjs>(() => dayjs(today()));
  const [hidden, setHidden] = useState<CalendarKind[]>([]);
  const grid = gridOf(selected);
  const events = useCalendarEvents(grid.inicio, grid.fim);
  const settings = useCalendarSettings();
  const kinds = events.data?.tipos ?? [];
  const shown = useMemo(
    () => byDay((events.data?.eventos ?? []).filter((e) => !hidden.includes(e.tipo))),
    [events.data, hidden],
  );
  const selectedDay = selected.format(DAY);
  const monthLabel = selected.format('MMMM [de] YYYY');

  return (
    <SectionLayout title={MSG.title} back="/">
      {events.isError && (
        <Alert type="error" showIcon title={errorText(events.error, MSG.loadFailed)} style={{ marginBottom: 12 }} />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text strong>Mostrar:</Typography.Text>
        <Checkbox.Group
          aria-label="Tipos de evento"
          value={kinds.filter((k) => !hidden.includes(k))}
          onChange={(checked) => setHidden(kinds.filter((k) => !checked.includes(k)))}
          options={kinds.map((k) => ({
            value: k,
            label: <Tag color={CALENDAR_KIND_LABELS[k].color}>{CALENDAR_KIND_LABELS[k].label}</Tag>,
          }))}
        />
      </Space>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={17}>
          <Calendar
            className="company-calendar"
            value={selected}
            onSelect={(date) => setSelected(date)}
            headerRender={() => (
              <div className="company-calendar__header">
                <Button
                  icon={<LeftOutlined />}
                  aria-label="Mês anterior"
                  onClick={() => setSelected(selected.subtract(1, 'month'))}
                />
                <Typography.Title level={4} className="company-calendar__month" aria-live="polite">
                  {monthLabel}
                </Typography.Title>
                <Button
                  icon={<RightOutlined />}
                  aria-label="Próximo mês"
                  onClick={() => setSelected(selected.add(1, 'month'))}
                />
                <Button onClick={() => setSelected(dayjs(today()))}>Hoje</Button>
              </div>
            )}
            cellRender={(date, info) => {
              if (info.type !== 'date') return info.originNode;
              const list = shown.get(date.format(DAY)) ?? [];
              if (!list.length) return null;
              return (
                <ul className="company-calendar__events">
                  {list.slice(0, CELL_TAGS).map((e) => (
                    <li key={e.id}>
                      <Tag color={CALENDAR_KIND_LABELS[e.tipo].color} title={e.titulo}>
                        {e.titulo}
                      </Tag>
                    </li>
                  ))}
                  {list.length > CELL_TAGS && <li className="company-calendar__more">+{list.length - CELL_TAGS}</li>}
                </ul>
              );
            }}
          />
        </Col>
        <Col xs={24} xl={7}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <DayEvents day={selectedDay} events={shown.get(selectedDay) ?? []} />
            <SubscriptionPanel settings={settings.data} />
          </Space>
        </Col>
      </Row>
    </SectionLayout>
  );
}
