import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * Form.Item props that keep a date field's value as an ISO day ('2026-11-23') while the picker shows
 * dd/mm/yyyy: `<Form.Item name="data" {...isoDayItem}><IsoDayPicker /></Form.Item>`.
 */
export const isoDayItem = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : undefined }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null),
};

export function IsoDayPicker(props: Omit<DatePickerProps, 'format'>) {
  return <DatePicker format="DD/MM/YYYY" placeholder="dd/mm/aaaa" style={{ width: '100%' }} {...props} />;
}
