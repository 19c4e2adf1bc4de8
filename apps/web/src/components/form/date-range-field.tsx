import { useRef, useState } from 'react';
import { Button, DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import './date-range-field.css';

/** A period as the calls take it: start and end days, 'yyyy-mm-dd'. */
export type DayRange = [string, string];
type Picked = [Dayjs | null, Dayjs | null] | null;

const DAY = 'YYYY-MM-DD';
const SHOWN = 'DD/MM/YYYY';

type Props = {
  id?: string;
  value?: DayRange | null;
  onChange?: (value: DayRange | null) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
};

/**
 * The spec's range date picker with Cancelar/Confirmar: the days picked are kept aside until
 * Confirmar hands them to the form; Cancelar, Escape or a click outside leave the period as it was.
 */
export function DateRangeField({ id, value, onChange, disabled }: Props) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Picked>(null);
  // The picker closes itself once both days are picked: that close is not a cancel.
  const bothJustPicked = useRef(false);
  const committed: Picked = value ? [dayjs(value[0]), dayjs(value[1])] : null;
  const complete = !!picked?.[0] && !!picked?.[1];

  const close = () => {
    setOpen(false);
    setPicked(null);
  };
  const confirm = () => {
    if (picked?.[0] && picked[1]) {
      const [start, end] = picked[0].isAfter(picked[1]) ? [picked[1], picked[0]] : [picked[0], picked[1]];
      onChange?.([start.format(DAY), end.format(DAY)]);
    }
    close();
  };

  return (
    <DatePicker.RangePicker
      id={id}
      open={open}
      disabled={disabled}
      format={SHOWN}
      placeholder={['Início', 'Fim']}
      value={open ? (picked ?? committed) : committed}
      needConfirm={false}
      allowClear={false}
      onOpenChange={(next) => {
        if (next) {
          setPicked(committed);
          setOpen(true);
        } else if (bothJustPicked.current) bothJustPicked.current = false;
        else close();
      }}
      onCalendarChange={(dates) => {
        const next: Picked = dates ? [dates[0] ?? null, dates[1] ?? null] : null;
        bothJustPicked.current = !!next?.[0] && !!next[1];
        setPicked(next);
      }}
      renderExtraFooter={() => (
        <div className="date-range-field__footer">
          <Button size="small" onClick={close}>
            Cancelar
          </Button>
          <Button size="small" type="primary" disabled={!complete} onClick={confirm}>
            Confirmar
          </Button>
        </div>
      )}
    />
  );
}
