import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Button, Dropdown, Pagination, Select, Table, Tag, Tooltip } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { type Action, rolesCan } from '@intranet/shared/access/permissions';
import { PAGE_SIZES } from '@intranet/shared/api/paging';
import { inventoryDifference } from '@intranet/shared/supplies/supplies.rules';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { useNotify } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { CSV_DOWNLOAD_FAILED, csvFileName, downloadCsv, toCsv } from './csv';
import { DateRangeFilter, type DateRange } from './date-range-filter';
import { EditableCell } from './editable-cell';
import { usePathActions } from './path-actions';
import { downloadXlsx, xlsxCell, xlsxText } from './xlsx';
import './data-table.css';

export type DataTableBadge = { text: string; color?: string };

export type DataTableColumn<T> = {
  key: string;
  title: string;
  /** Property shown, sorted and exported (defaults to `key`). */
  dataIndex?: string;
  /** Accessor used instead of dataIndex. */
  value?: (row: T) => unknown;
  /** The cell's text, also written to the CSV; sorting still uses the raw value. */
  text?: (row: T) => string;
  render?: (row: T, index: number) => ReactNode;
  /** A coloured badge (antd Tag colour or CSS colour). */
  badge?: (row: T) => DataTableBadge | null;
  /** Header sorting; on by default. */
  sortable?: boolean;
  sorter?: (a: T, b: T) => number;
  /** Value written to the CSV; defaults to the badge text or the value. */
  exportValue?: (row: T) => unknown;
  /** Left out of the CSV. */
  noExport?: boolean;
  editable?: {
    kind?: 'text' | 'number';
    onSave: (row: T, value: string | number | null) => void | Promise<void>;
    disabled?: (row: T) => boolean;
  };
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** A value read whole (a phone, a CPF, a date): never broken across lines. */
  noWrap?: boolean;
};

export type RowAction<T> = {
  key: string;
  /** The action of the permission map this button performs: shown only to those who may. */
  can?: Action;
  label: string;
  icon?: ReactNode;
  onClick: (row: T) => void;
  danger?: boolean;
  disabled?: boolean | ((row: T) => boolean);
  hidden?: (row: T) => boolean;
  tooltip?: string;
  /** Only the icon is shown (the label becomes the tooltip). */
  iconOnly?: boolean;
};

/** A cell's text: wraps, and past three lines ends in an ellipsis with the whole text on hover. */
function CellText({ text }: { text: string }) {
  return (
    <span className="data-table__text" title={text.length > 60 ? text : undefined}>
      {text}
    </span>
  );
}

export type ServerPaging = {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
};

export type DataTableProps<T> = {
  rowKey: string | ((row: T) => Key);
  columns: DataTableColumn<T>[];
  data: readonly T[] | undefined;
  loading?: boolean;
  actions?: RowAction<T>[];
  actionsTitle?: string;
  /** Checkbox column; the header box selects the rows of the current page (but the `disabled` ones). */
  selection?: { selectedKeys: Key[]; onChange: (keys: Key[], rows: T[]) => void; disabled?: (row: T) => boolean };
  /** 'Exportar relatório' button. */
  exportable?: boolean;
  /** Rows to export when the table holds only one server page. */
  exportRows?: () => Promise<readonly T[]> | readonly T[];
  /** The export's file name stem; by default the screen's title. */
  exportName?: string;
  /** 'Exportar relatório' offers CSV and XLSX (the same rows and columns). */
  exportXlsx?: boolean;
  /** De/Até filter: local (by `value`) and/or reported through onFilter. */
  dateFilter?: { value?: (row: T) => string | Date | null | undefined; onFilter?: (range: DateRange | null) => void };
  /** Server-side paging; without it the rows are paged here. */
  server?: ServerPaging;
  defaultPageSize?: number;
  emptyText?: string;
  toolbar?: ReactNode;
  onRowClick?: (row: T) => void;
  /** Rows that open to show more of themselves (a '+' before each row). */
  expandable?: { render: (row: T) => ReactNode };
  /**
   * The actions of the current path (spec §2.7, `path-actions.ts`): under devolutions or returning the `os`
   * and `patrimonio` columns are edited inline and saved; under squads/inventory each row not yet `validado`
   * has 'Validar'. `onDone` runs after a success (to read the list again).
   */
  pathActions?: { onDone?: () => void };
};

/** The page sizes of the select: the shared list, whose largest a paged call accepts (MAX_PAGE_SIZE). */
export { PAGE_SIZES };
/** The 'Todos' page size option. */
export const ALL_ROWS = 0;

type Sort = { key: string; order: 'ascend' | 'descend' } | null;

/** What the inventory path's 'Validar' reads of a row. */
type InventoryCount = { id: number; quantidade_sistema?: number | null; quantidade_informada?: number | null };

/** The text of the confirmation before validating a count that differs from the expected. */
export function validateWarning(row: InventoryCount): string {
  const expected = row.quantidade_sistema ?? 0;
  const counted = row.quantidade_informada ?? 0;
  const d = inventoryDifference(expected, counted);
  const n = Math.abs(d);
  const units = `${n} unidade${n === 1 ? '' : 's'}`;
  return (
    `Foram contadas ${counted} e o sistema espera ${expected}. Validar cria movimentos de ajuste: ` +
    (d < 0
      ? `${units} sai${n === 1 ? '' : 'em'} da equipe para as diferenças de inventário.`
      : `${units} entra${n === 1 ? '' : 'm'} na equipe.`)
  );
}

function read<T>(row: T, col: DataTableColumn<T>): unknown {
  if (col.value) return col.value(row);
  return (row as Record<string, unknown>)[col.dataIndex ?? col.key];
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? -1 : 1;
  return String(a).localeCompare(String(b), 'pt-BR', { numeric: true, sensitivity: 'base' });
}

function keyOf<T>(rowKey: DataTableProps<T>['rowKey'], row: T): Key {
  return typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[rowKey] as Key);
}

function inRange(value: string | Date | null | undefined, range: DateRange): boolean {
  if (!value) return false;
  const day = dayjs(value).format('YYYY-MM-DD');
  if (range.from && day < range.from) return false;
  if (range.to && day > range.to) return false;
  return true;
}

export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { data, rowKey, server, selection, dateFilter } = props;
  const path = usePathActions(props.pathActions?.onDone);
  const pathKind = props.pathActions ? path.kind : null;
  // A counted row that differs from what the system expects turns into adjustment moves: asked first.
  const [validating, setValidating] = useState<InventoryCount | null>(null);
  const askValidate = (row: InventoryCount) => {
    if (inventoryDifference(row.quantidade_sistema ?? 0, row.quantidade_informada ?? 0) === 0) void path.validate(row);
    else setValidating(row);
  };
  const columns: DataTableColumn<T>[] =
    pathKind === 'return'
      ? props.columns.map((c) =>
          (c.key === 'os' || c.key === 'patrimonio') && !c.editable
            ? {
                ...c,
                render: undefined,
                text: undefined,
                editable: {
                  // A received return's tag is its unit's: only its OS may still be corrected.
                  disabled: (row: T) =>
                    c.key === 'patrimonio' && (row as { id_movimento?: unknown }).id_movimento != null,
                  onSave: (row: T, value: string | number | null) => {
                    const r = row as unknown as { id: number; os: string | null; patrimonio: string | null };
                    return path.saveReturn({ ...r, [c.key]: value === null ? null : String(value) });
                  },
                },
              }
            : c,
        )
      : props.columns;
  const actions: RowAction<T>[] | undefined =
    pathKind === 'inventory'
      ? [
          ...(props.actions ?? []),
          {
            key: '__validate',
            can: 'supplies.validate',
            label: 'Validar',
            hidden: (row: T) => Boolean((row as { validado?: boolean }).validado),
            onClick: (row: T) => askValidate(row as unknown as InventoryCount),
          },
        ]
      : props.actions;
  const roles = useSession().user?.roles ?? [];
  const [sort, setSort] = useState<Sort>(null);
  const [range, setRange] = useState<DateRange | null>(null);
  const [localPage, setLocalPage] = useState(1);
  const [localSize, setLocalSize] = useState<number>(props.defaultPageSize ?? PAGE_SIZES[0]);
  const notify = useNotify();

  const rows = useMemo(() => {
    let list = [...(data ?? [])];
    if (range && dateFilter?.value) list = list.filter((r) => inRange(dateFilter.value!(r), range));
    if (sort) {
      const col = columns.find((c) => c.key === sort.key);
      if (col) {
        const cmp = col.sorter ?? ((a: T, b: T) => compareValues(read(a, col), read(b, col)));
        list.sort((a, b) => (sort.order === 'ascend' ? cmp(a, b) : -cmp(a, b)));
      }
    }
    return list;
  }, [data, range, dateFilter, sort, columns]);

  const total = server ? server.total : rows.length;
  const pageSize = server ? server.pageSize : localSize;
  const page = server ? server.page : localPage;
  // Pages read from the server are capped by the API, so 'Todos' is offered only for local rows.
  const showAll = !server && pageSize === ALL_ROWS;
  const pageRows = server || showAll ? rows : rows.slice((page - 1) * pageSize, page * pageSize);

  const changePage = (p: number, size: number) => {
    if (server) server.onChange(p, size);
    else {
      setLocalPage(p);
      setLocalSize(size);
    }
  };

  /** The exported columns and each row's values, as the CSV and the workbook write them. */
  const exportTable = async () => {
    const exportCols = columns.filter((c) => !c.noExport);
    const source = props.exportRows ? await props.exportRows() : rows;
    const valueOf = (c: DataTableColumn<T>, r: T) =>
      c.exportValue ? c.exportValue(r) : c.text ? c.text(r) : c.badge ? (c.badge(r)?.text ?? '') : read(r, c);
    return { exportCols, source, valueOf };
  };

  const exportCsv = async () => {
    const { exportCols, source, valueOf } = await exportTable();
    const csv = toCsv(
      exportCols.map((c) => ({ title: c.title, value: (r: T) => valueOf(c, r) })),
      source,
    );
    try {
      downloadCsv(csv, csvFileName(props.exportName));
    } catch {
      notify.error(CSV_DOWNLOAD_FAILED);
    }
  };

  const exportXlsx = async () => {
    const { exportCols, source, valueOf } = await exportTable();
    const name = csvFileName(props.exportName).replace(/\.csv$/, '.xlsx');
    const cells = [
      exportCols.map((c) => xlsxText(c.title)),
      ...source.map((r) => exportCols.map((c) => xlsxCell(valueOf(c, r)))),
    ];
    try {
      await downloadXlsx([{ name: props.exportName ?? (document.title.split(' · ')[0] || 'Relatório'), cells }], name);
    } catch {
      notify.error(CSV_DOWNLOAD_FAILED);
    }
  };

  const antColumns: TableColumnsType<T> = columns.map((c) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    className: c.noWrap ? 'data-table__nowrap' : undefined,
    sorter: c.sortable === false ? undefined : true,
    sortOrder: sort?.key === c.key ? sort.order : null,
    // Cycling ascend → descend → ascend: a header click always toggles, never clears.
    sortDirections: ['ascend', 'descend', 'ascend'],
    render: (_: unknown, row: T, index: number) => {
      if (c.render) return c.render(row, index);
      if (c.text) return <CellText text={c.text(row)} />;
      if (c.badge) {
        const b = c.badge(row);
        return b ? <Tag color={b.color}>{b.text}</Tag> : null;
      }
      if (c.editable && !c.editable.disabled?.(row)) {
        const edit = c.editable;
        return <EditableCell value={read(row, c)} kind={edit.kind} onSave={(v) => edit.onSave(row, v)} />;
      }
      const v = read(row, c);
      return (
        <CellText
          text={v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'Sim' : 'Não') : String(v)}
        />
      );
    },
  }));

  const permitted = actions?.filter((a) => !a.can || rolesCan(roles, a.can));
  if (permitted?.length) {
    antColumns.push({
      key: '__actions',
      title: props.actionsTitle ?? 'Ações',
      align: 'center',
      // A table wider than its box scrolls inside it; its row actions stay on screen.
      fixed: 'right',
      render: (_: unknown, row: T) => (
        <div className="data-table__actions">
          {permitted
            .filter((a) => !a.hidden?.(row))
            .map((a) => {
              const disabled = typeof a.disabled === 'function' ? a.disabled(row) : a.disabled;
              const button = (
                <Button
                  key={a.key}
                  size="small"
                  type={a.iconOnly ? 'text' : 'default'}
                  danger={a.danger}
                  icon={a.icon}
                  disabled={disabled}
                  aria-label={a.label}
                  onClick={(e) => {
                    e.stopPropagation();
                    a.onClick(row);
                  }}
                >
                  {a.iconOnly ? null : a.label}
                </Button>
              );
              const tip = a.tooltip ?? (a.iconOnly ? a.label : undefined);
              return tip ? (
                <Tooltip key={a.key} title={tip}>
                  <span>{button}</span>
                </Tooltip>
              ) : (
                button
              );
            })}
        </div>
      ),
    });
  }

  const onChange: TableProps<T>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(s?.order && s.columnKey ? { key: String(s.columnKey), order: s.order } : null);
  };

  const sizeValue = showAll ? ALL_ROWS : pageSize;

  return (
    <div className="data-table">
      {(props.exportable || dateFilter || props.toolbar) && (
        <div className="data-table__toolbar">
          {dateFilter && (
            <DateRangeFilter
              onFilter={(r) => {
                setRange(r);
                setLocalPage(1);
                dateFilter.onFilter?.(r);
              }}
            />
          )}
          <div className="data-table__toolbar-end">
            {props.toolbar}
            {props.exportable && !props.exportXlsx && (
              <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
                Exportar relatório
              </Button>
            )}
            {props.exportable && props.exportXlsx && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'csv', label: 'CSV (separado por ponto e vírgula)', onClick: () => void exportCsv() },
                    { key: 'xlsx', label: 'XLSX (Excel)', onClick: () => void exportXlsx() },
                  ],
                }}
              >
                <Button icon={<DownloadOutlined />}>
                  Exportar relatório <DownOutlined aria-hidden />
                </Button>
              </Dropdown>
            )}
          </div>
        </div>
      )}
      <Table<T>
        rowKey={(r) => keyOf(rowKey, r)}
        columns={antColumns}
        dataSource={pageRows}
        loading={props.loading}
        pagination={false}
        onChange={onChange}
        // The table is as wide as its columns need, scrolling inside its box: no column ever sits under the fixed Ações.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: props.emptyText ?? 'Nenhum dado encontrado' }}
        showSorterTooltip={false}
        expandable={props.expandable ? { expandedRowRender: (row) => props.expandable!.render(row) } : undefined}
        onRow={
          props.onRowClick
            ? (row) => ({ onClick: () => props.onRowClick!(row), style: { cursor: 'pointer' } })
            : undefined
        }
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.selectedKeys,
                onChange: (keys, selected) => selection.onChange(keys, selected),
                preserveSelectedRowKeys: true,
                getCheckboxProps: selection.disabled ? (row) => ({ disabled: selection.disabled!(row) }) : undefined,
              }
            : undefined
        }
      />
      <div className="data-table__footer">
        <label className="data-table__size">
          <span>Itens por página</span>
          <Select
            aria-label="Itens por página"
            size="small"
            value={sizeValue}
            style={{ width: 90 }}
            virtual={false}
            onChange={(size: number) => changePage(1, size)}
            options={[
              ...PAGE_SIZES.map((n) => ({ value: n as number, label: String(n) })),
              ...(server ? [] : [{ value: ALL_ROWS, label: 'Todos' }]),
            ]}
          />
        </label>
        {!showAll && total > pageSize && (
          <Pagination
            size="small"
            current={page}
            pageSize={pageSize}
            total={total}
            showSizeChanger={false}
            onChange={(p) => changePage(p, pageSize)}
          />
        )}
        <span className="data-table__total">{total} registro(s)</span>
      </div>
      {pathKind === 'inventory' && (
        <ConfirmDialog
          open={validating !== null}
          title="Validar inventário com diferença?"
          text={validating ? validateWarning(validating) : undefined}
          confirmLabel="Validar"
          onConfirm={async () => {
            const row = validating!;
            setValidating(null);
            await path.validate(row);
          }}
          onCancel={() => setValidating(null)}
        />
      )}
    </div>
  );
}
