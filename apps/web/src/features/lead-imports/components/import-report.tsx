import { Alert, Button, Space, Statistic, Typography } from 'antd';
import {
  MAX_LISTED_LINES,
  type ImportCustomersResult,
  type LineReason,
} from '@intranet/shared/lead-imports/lead-imports.schemas';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';

const LINE_COLUMNS: DataTableColumn<LineReason>[] = [
  { key: 'linha', title: 'Linha', width: 100 },
  { key: 'motivo', title: 'Motivo' },
];

function Lines({ title, lines, total }: { title: string; lines: LineReason[]; total: number }) {
  if (total === 0) return null;
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {total > lines.length && (
        <Typography.Paragraph type="secondary">
          {`Mostrando as primeiras ${MAX_LISTED_LINES.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}; todas estão marcadas na lista de leads do arquivo.`}
        </Typography.Paragraph>
      )}
      <DataTable rowKey={(row) => `${row.linha}-${row.motivo}`} columns={LINE_COLUMNS} data={lines} exportable />
    </section>
  );
}

/**
 * What reading a spreadsheet did: its lines, those ready to become leads, the customers, and each line
 * with a problem or a repeated CPF with its number and reason (none was dropped: they are corrected in
 * the file list).
 */
export function ImportReport({
  result,
  onOpen,
  onAgain,
}: {
  result: ImportCustomersResult;
  onOpen: () => void;
  onAgain: () => void;
}) {
  return (
    <section aria-label="Resultado da importação" className="lead-import-report">
      <Alert
        type={result.invalidos_total + result.repetidos_total ? 'warning' : 'success'}
        showIcon
        title={result.message}
      />
      <Space size="large" wrap style={{ margin: '16px 0' }}>
        <Statistic title="Linhas lidas" value={result.registros} />
        <Statistic title="Prontas" value={result.prontas} />
        <Statistic title="Clientes" value={result.clientes} />
        <Statistic title="Com problema" value={result.invalidos_total} />
        <Statistic title="CPF repetido ou com lead aberta" value={result.repetidos_total} />
      </Space>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={onOpen}>
          Ver Leads
        </Button>
        <Button onClick={onAgain}>Nova importação</Button>
      </Space>
      <Lines title="Linhas com problema" lines={result.invalidos} total={result.invalidos_total} />
      <Lines title="CPF repetido ou com lead aberta" lines={result.repetidos} total={result.repetidos_total} />
    </section>
  );
}
