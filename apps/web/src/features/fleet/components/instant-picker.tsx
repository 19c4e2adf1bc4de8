import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Form.Item props that keep an instant as ISO text with its offset ('2026-11-28T09:30:00-03:00') while the
 * picker shows dd/mm/aaaa hh:mm: `<Form.Item name="ocorrida_em" {...instantItem}><InstantPicker /></Form.Item>`.
 */
export const instantItem = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.second(0).millisecond(0).format() : null),
};

/** A day and time picker (no future instants: what it registers already happened). */
export function InstantPicker(props: Omit<DatePickerProps, 'format' | 'showTime'>) {
  return (
    <DatePicker
      showTime={{ format: 'HH:mm' }}
      format="DD/MM/YYYY HH:mm"
      placeholder="dd/mm/aaaa hh:mm"
      disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      style={{ width: 220 }}
      {...props}
    />
  );
}
