import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  ColorPicker,
  DatePicker,
  Input,
  Modal,
  Pagination,
  Select,
  TimePicker,
  Typography,
  Upload,
} from 'antd';
import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  LeftOutlined,
  RightOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { STATES } from '@intranet/shared/cities/cities';
import { MAX_IMAGE_BYTES } from '@intranet/shared/files/files.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { useNotify } from '../../lib/notify';
import type { CrudOption } from './crud-config';
import { MaterialIcon } from '../material-icon/material-icon';
import { ICONS_PER_PAGE, MATERIAL_ICONS } from './material-icons';
import './crud-controls.css';

/** What Form.Item hands a control. */
type Controlled<V> = { id?: string; value?: V; onChange?: (value: V) => void; disabled?: boolean };

/** A value typed, then 500 ms without typing (spec §9: select debounce). */
export function useDebounced<T>(value: T, ms = 500): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** What a date format asks for, as people read it: 'DD/MM' → 'dd/mm', 'DD/MM/YYYY' → 'dd/mm/aaaa'. */
export const datePlaceholder = (format: string) => format.replace(/D/g, 'd').replace(/M/g, 'm').replace(/Y/g, 'a');

/**
 * The texts a typed date is read with: the display format, then the same with or without the year
 * and with one-digit day and month ('25/12/2026' and '5/1' in a 'DD/MM' field keep their day and month).
 */
export function typedDateFormats(format: string): string[] {
  const dayMonth = format.replace(/\/YYYY$/, '');
  const variants = [dayMonth, `${dayMonth}/YYYY`].flatMap((f) => [f, f.replace('DD', 'D').replace('MM', 'M')]);
  return [format, ...variants.filter((f) => f !== format)];
}

/** 'YYYY-MM-DD' (or 'MM-DD', a day and month of the current year) picked or typed in `format`. */
export function DateControl({
  value,
  onChange,
  format = 'DD/MM/YYYY',
  placeholder,
  ...props
}: Controlled<string | null> & { format?: string; placeholder?: string }) {
  const parsed: Dayjs | null = !value
    ? null
    : /^\d{2}-\d{2}$/.test(value)
      ? dayjs(`${dayjs().year()}-${value}`)
      : dayjs(value);
  return (
    <DatePicker
      {...props}
      style={{ width: '100%' }}
      format={typedDateFormats(format)}
      placeholder={placeholder ?? datePlaceholder(format)}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange?.(d ? d.format('YYYY-MM-DD') : null)}
    />
  );
}

/** 'HH:mm'. */
export function TimeControl({ value, onChange, ...props }: Controlled<string | null>) {
  const parsed = value ? dayjs(`2000-01-01T${value}`) : null;
  return (
    <TimePicker
      {...props}
      format="HH:mm"
      style={{ width: '100%' }}
      value={parsed}
      onChange={(d) => onChange?.(d ? d.format('HH:mm') : null)}
    />
  );
}

/** The 27 states by abbreviation. */
export function StateSelect(props: Controlled<string | null> & { placeholder?: string }) {
  const options = useMemo(() => STATES.map((s) => ({ value: s.uf, label: `${s.uf} - ${s.nome}` })), []);
  return <Select {...props} allowClear showSearch={{ optionFilterProp: 'label' }} options={options} />;
}

/** A '#rrggbb' colour. */
export function ColorControl({
  value,
  onChange,
  'aria-required': _required,
  ...props
}: Controlled<string> & { 'aria-required'?: unknown }) {
  // antd's trigger is a plain div, which ARIA does not let be required: Form.Item's aria-required stays out.
  return (
    <ColorPicker {...props} showText value={value || undefined} onChange={(color) => onChange?.(color.toHexString())} />
  );
}

/** The icon picker: 35 icons a page, one chosen, CONFIRMAR. */
export function IconPicker({ id, value, onChange, disabled }: Controlled<string>) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string | undefined>(value);
  const icons = MATERIAL_ICONS.slice((page - 1) * ICONS_PER_PAGE, page * ICONS_PER_PAGE);
  return (
    <>
      <Button
        id={id}
        disabled={disabled}
        onClick={() => (setChosen(value), setOpen(true))}
        icon={value ? <MaterialIcon name={value} /> : undefined}
      >
        {value ?? 'Escolher ícone'}
      </Button>
      <Modal
        open={open}
        title="Escolha um ícone"
        onCancel={() => setOpen(false)}
        footer={
          <Button type="primary" disabled={!chosen} onClick={() => (onChange?.(chosen!), setOpen(false))}>
            CONFIRMAR
          </Button>
        }
      >
        <div className="crud-icons" role="listbox" aria-label="Ícones">
          {icons.map((name) => (
            <button
              key={name}
              type="button"
              role="option"
              aria-selected={chosen === name}
              aria-label={name}
              title={name}
              className={`crud-icons__icon${chosen === name ? ' crud-icons__icon--chosen' : ''}`}
              onClick={() => setChosen(name)}
            >
              <MaterialIcon name={name} />
            </button>
          ))}
        </div>
        <Pagination
          size="small"
          current={page}
          pageSize={ICONS_PER_PAGE}
          total={MATERIAL_ICONS.length}
          onChange={setPage}
          showSizeChanger={false}
        />
      </Modal>
    </>
  );
}

/** Hashtag chips: Enter or leaving the field confirms a tag. */
export function HashtagsControl(props: Controlled<string[]>) {
  return (
    <>
      <Select {...props} mode="tags" open={false} tokenSeparators={[';', ',']} suffixIcon={null} />
      <Typography.Text type="secondary" className="crud-hint">
        Pressione Enter ou clique fora para confirmar
      </Typography.Text>
    </>
  );
}

/** Whether a picked file is an image the forms accept (jpg, jpeg, png; at most 10 MB). */
export function acceptsImage(file: { name: string; type: string; size: number }): boolean {
  return (
    /\.(jpe?g|png)$/i.test(file.name) && ['image/jpeg', 'image/png'].includes(file.type) && file.size <= MAX_IMAGE_BYTES
  );
}

/** An image as a data URL; anything else is refused with 'A imagem não atende aos paramêtros'. */
export function ImageControl({ id, value, onChange, disabled }: Controlled<string | null>) {
  const notify = useNotify();
  return (
    <div className="crud-image">
      {value && <img src={value} alt="" className="crud-image__preview" />}
      <Upload
        id={id}
        disabled={disabled}
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (!acceptsImage(file)) {
            notify.error(MSG.imageParams);
            return Upload.LIST_IGNORE;
          }
          const reader = new FileReader();
          reader.onload = () => onChange?.(String(reader.result));
          reader.readAsDataURL(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />}>Selecionar imagem</Button>
      </Upload>
    </div>
  );
}

/** A warning text among the fields. */
export function WarningText({ text }: { text: string }) {
  return <Alert type="warning" showIcon title={text} className="crud-warning" />;
}

/**
 * A select whose options come from `load`: read again when the values it depends on change and,
 * for a search, 500 ms after typing stops. `onOptions` hears each list read (a dependent field
 * clears a value no longer offered).
 */
export function OptionsSelect({
  load,
  options: fixed,
  multiple,
  onOptions,
  dependsOn,
  ...props
}: Controlled<unknown> & {
  load?: (search: string) => Promise<CrudOption[]> | CrudOption[];
  options?: readonly CrudOption[];
  multiple?: boolean;
  onOptions?: (options: CrudOption[]) => void;
  dependsOn: string;
  placeholder?: string;
}) {
  const [search, setSearch] = useState('');
  const term = useDebounced(search);
  const [loaded, setLoaded] = useState<CrudOption[] | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!load) return;
    let live = true;
    setLoading(true);
    Promise.resolve(load(term))
      .then((options) => {
        if (!live) return;
        setLoaded(options);
        onOptions?.(options);
      })
      .catch(() => live && setLoaded([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
    // `load` is rebuilt each render; the values it reads are in `dependsOn`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [term, dependsOn]);
  const options = (load ? loaded : fixed) ?? [];
  return (
    <Select
      {...props}
      // Records' ids start at 1: a new record's 0 is "nothing chosen yet", shown as an empty select.
      value={props.value === 0 ? undefined : props.value}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      loading={loading}
      showSearch={load ? { filterOption: false, onSearch: setSearch } : { optionFilterProp: 'label' }}
      options={options as CrudOption[]}
    />
  );
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * The cities dual list: every city on the left, the chosen ones on the right, a filter box, and four
 * arrows (selected right, all right, selected left, all left). The value is the chosen options' values.
 */
export function CitiesDualList({
  id,
  value = [],
  onChange,
  disabled,
  options,
}: Controlled<string[]> & { options: readonly CrudOption[] }) {
  const [filter, setFilter] = useState('');
  const [marked, setMarked] = useState<Set<string>>(new Set());
  const chosen = new Set(value);
  const matches = (o: CrudOption) => folded(o.label).includes(folded(filter.trim()));
  const left = options.filter((o) => !chosen.has(String(o.value)) && matches(o));
  const right = value.map((v) => options.find((o) => String(o.value) === v) ?? { value: v, label: v }).filter(matches);
  const move = (values: string[], to: 'right' | 'left') => {
    const next =
      to === 'right' ? [...value, ...values.filter((v) => !chosen.has(v))] : value.filter((v) => !values.includes(v));
    setMarked(new Set());
    onChange?.(next);
  };
  const markedIn = (side: CrudOption[]) => side.map((o) => String(o.value)).filter((v) => marked.has(v));
  const toggle = (v: string) => setMarked((m) => new Set(m.has(v) ? [...m].filter((x) => x !== v) : [...m, v]));
  // The listbox holds only its options (ARIA); the empty-list text sits beside it in the same box.
  const list = (side: CrudOption[], label: string) => (
    <div className="crud-dual__list">
      {side.length === 0 && <Typography.Text type="secondary">Nenhum dado encontrado</Typography.Text>}
      <div role="listbox" aria-multiselectable aria-label={label}>
        {side.map((o) => (
          <div
            key={String(o.value)}
            role="option"
            aria-selected={marked.has(String(o.value))}
            tabIndex={0}
            className={`crud-dual__item${marked.has(String(o.value)) ? ' crud-dual__item--marked' : ''}`}
            onClick={() => !disabled && toggle(String(o.value))}
            onKeyDown={(e) => e.key === ' ' && !disabled && toggle(String(o.value))}
          >
            {o.label}
          </div>
        ))}
      </div>
    </div>
  );
  return (
    <div className="crud-dual" id={id}>
      <Input.Search
        placeholder="Filtrar"
        aria-label="Filtrar cidades"
        allowClear
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        disabled={disabled}
      />
      <div className="crud-dual__body">
        {list(left, 'Cidades disponíveis')}
        <div className="crud-dual__arrows">
          <Button
            aria-label="Mover selecionadas para a direita"
            icon={<RightOutlined />}
            disabled={disabled}
            onClick={() => move(markedIn(left), 'right')}
          />
          <Button
            aria-label="Mover todas para a direita"
            icon={<DoubleRightOutlined />}
            disabled={disabled}
            onClick={() =>
              move(
                left.map((o) => String(o.value)),
                'right',
              )
            }
          />
          <Button
            aria-label="Mover selecionadas para a esquerda"
            icon={<LeftOutlined />}
            disabled={disabled}
            onClick={() => move(markedIn(right), 'left')}
          />
          <Button
            aria-label="Mover todas para a esquerda"
            icon={<DoubleLeftOutlined />}
            disabled={disabled}
            onClick={() =>
              move(
                right.map((o) => String(o.value)),
                'left',
              )
            }
          />
        </div>
        {list(right, 'Cidades selecionadas')}
      </div>
    </div>
  );
}
