import { Form, Select } from 'antd';
import type { z } from 'zod';
import { MONTHS, dayOfMonthYear, endYearChoices, startYearChoices } from '@intranet/shared/resume/resume.rules';
import { zodRule } from '../../../components/form/zod-rules';

const monthOptions = MONTHS.map((m, i) => ({ value: i + 1, label: m }));

/**
 * A month and a year picked apart (spec 002 §5): `<name>_mes` and `<name>_ano`; the stored day is
 * worked out on saving (day 2 of the month, 2 January for a year alone). Start years go 80 back,
 * end years 80 back to 14 ahead (spec 002 §9). `field` is the entry schema's day: the year is checked
 * as the day it makes, so the schema says whether it is required.
 */
export function MonthYear({
  name,
  label,
  field,
  end,
  disabled,
}: {
  name: string;
  label: string;
  field: z.ZodType;
  end?: boolean;
  disabled?: boolean;
}) {
  const years = (end ? endYearChoices() : startYearChoices()).map((y) => ({ value: y, label: String(y) }));
  const rule = [zodRule(field, (year) => dayOfMonthYear(null, year as number | null | undefined))];
  return (
    <div className="crud-form__row">
      <Form.Item name={`${name}_mes`} label={`${label}: mês`}>
        <Select allowClear options={monthOptions} disabled={disabled} placeholder="Mês" aria-label={`${label}: mês`} />
      </Form.Item>
      <Form.Item name={`${name}_ano`} label={`${label}: ano`} rules={rule}>
        <Select
          allowClear
          showSearch
          options={years}
          disabled={disabled}
          placeholder="Ano"
          aria-label={`${label}: ano`}
        />
      </Form.Item>
    </div>
  );
}
