import { useState } from 'react';
import { Button, DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';

export type DateRange = { from: string | null; to: string | null };

type Props = { onFilter: (range: DateRange | null) => void };

const FORMAT = 'DD/MM/YY';

/** De/Até pickers; Filtrar applies the range, Cancelar clears it. */
export function DateRangeFilter({ onFilter }: Props) {
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  return (
    <div className="data-table__date-filter">
      <label>
        <span>De</span>
        <DatePicker
          size="middle"
          format={FORMAT}
          value={from}
          onChange={setFrom}
          placeholder={FORMAT}
          aria-label="De"
        />
      </label>
      <label>
        <span>Até</span>
        <DatePicker size="middle" format={FORMAT} value={to} onChange={setTo} placeholder={FORMAT} aria-label="Até" />
      </label>
      <Button
        onClick={() => {
          setFrom(null);
          setTo(null);
          onFilter(null);
        }}
      >
        Cancelar
      </Button>
      <Button
        type="primary"
        onClick={() =>
          onFilter({ from: from ? from.format('YYYY-MM-DD') : null, to: to ? to.format('YYYY-MM-DD') : null })
        }
      >
        Filtrar
      </Button>
    </div>
  );
}
