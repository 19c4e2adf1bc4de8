import { useState } from 'react';
import { Alert, Button, Form, Progress, Space, Statistic, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { CUSTOMERS_MSG } from '@intranet/shared/customers/customers.messages';
import type { CustomerImportReport, InvalidLine } from '@intranet/shared/customers/customers.schemas';
import { SPREADSHEET_ACCEPT, spreadsheetFileProblem } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { CSV_DOWNLOAD_FAILED } from '../../../components/data-table/csv';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { type CustomerImportInput, useImportCustomers } from '../api/import-customers';
import { MARKETING_HOME_PATH } from '../customers-paths';
import { downloadCustomerModel } from '../model-spreadsheet';

const INVALID_COLUMNS: DataTableColumn<InvalidLine>[] = [
  { key: 'linha', title: 'Linha', sortable: true, width: 100 },
  { key: 'motivo', title: 'Motivo' },
];

/** What an import did: counts, whether anything was written, and the refused lines. */
function ImportReport({
  report,
  onImportValid,
  importing,
}: {
  report: CustomerImportReport;
  onImportValid: () => void;
  importing: boolean;
}) {
  const valid = report.linhas - report.invalidos.length;
  return (
    <section aria-label="Resultado da importação" className="customer-import__report">
      {report.gravado ? (
        <Alert type="success" showIcon title={CUSTOMERS_MSG.written} />
      ) : (
        <Alert type="warning" showIcon title={CUSTOMERS_MSG.notWritten} />
      )}
      <Space size="large" wrap style={{ margin: '16px 0' }}>
        <Statistic title="Linhas lidas" value={report.linhas} />
        <Statistic title="Inseridos" value={report.inseridos} />
        <Statistic title="Atualizados" value={report.atualizados} />
        <Statistic title="Sem alteração" value={report.inalterados} />
        <Statistic title="Linhas inválidas" value={report.invalidos.length} />
      </Space>
      {!report.gravado && valid > 0 && (
        <div style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={onImportValid} loading={importing}>
            {CUSTOMERS_MSG.importValid(valid)}
          </Button>
        </div>
      )}
      {report.invalidos.length > 0 && (
        <>
          <Typography.Title level={5}>Linhas inválidas</Typography.Title>
          <DataTable rowKey="linha" columns={INVALID_COLUMNS} data={report.invalidos} exportable />
        </>
      )}
    </section>
  );
}

/**
 * "Importar clientes": a provider's customers from a spreadsheet (csv, xlsx, xls). Every line is
 * checked before anything is written; with invalid lines nothing is, and the screen offers to write
 * the valid ones.
 */
export function CustomerImportPage() {
  const [form] = Form.useForm<{ sistema: number }>();
  const notify = useNotify();
  const importing = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState<CustomerImportInput | null>(null);

  const send = (input: CustomerImportInput) => {
    setSent(input);
    importing.mutate(input, {
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? []) : [];
        for (const field of fields) {
          if (field.path === 'arquivo') setFileError(field.message);
          if (field.path === 'sistema') form.setFields([{ name: 'sistema', errors: [field.message] }]);
        }
        if (fields.length === 0) notify.fail(error, CUSTOMERS_MSG.importFailed);
      },
    });
  };
  const submit = ({ sistema }: { sistema: number }) => {
    const problem = file ? spreadsheetFileProblem(file) : CUSTOMERS_MSG.fileRequired;
    setFileError(problem);
    if (file && !problem) send({ sistema, arquivo: file });
  };
  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? spreadsheetFileProblem(picked) : null);
    importing.reset();
  };

  return (
    <SectionLayout title={CUSTOMERS_MSG.importTitle} back={MARKETING_HOME_PATH}>
      <Typography.Paragraph>
        Envie a planilha de clientes de um provedor (.csv, .xlsx ou .xls, até 20 MB) com as colunas da planilha modelo.
        Todas as linhas são conferidas antes de gravar: cada código (codpessoa) já cadastrado no provedor é atualizado,
        os demais são incluídos.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={() => importing.reset()}
        style={{ maxWidth: 520 }}
      >
        <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
        <Form.Item
          name="sistema"
          label="Provedor"
          rules={[{ required: true, message: CUSTOMERS_MSG.providerRequired }]}
        >
          <CompanySelect placeholder="Selecione" />
        </Form.Item>
        <Form.Item
          label="Arquivo"
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
        >
          <Upload
            accept={SPREADSHEET_ACCEPT}
            maxCount={1}
            beforeUpload={(picked) => {
              pick(picked);
              return false;
            }}
            onRemove={() => pick(null)}
            fileList={file ? [{ uid: 'planilha', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>Selecionar planilha</Button>
          </Upload>
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={importing.isPending}>
            Importar
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadCustomerModel().catch(() => notify.error(CSV_DOWNLOAD_FAILED))}
          >
            {CUSTOMERS_MSG.downloadModel}
          </Button>
        </Space>
      </Form>
      {importing.isPending && (
        <div role="status" style={{ marginTop: 24, maxWidth: 520 }}>
          <Typography.Text>
            {sent?.aplicarValidas ? 'Gravando as linhas válidas…' : 'Enviando e conferindo a planilha…'}
          </Typography.Text>
          <Progress percent={100} status="active" showInfo={false} />
        </div>
      )}
      {importing.data && !importing.isPending && (
        <div style={{ marginTop: 24 }}>
          <ImportReport
            report={importing.data}
            importing={importing.isPending}
            onImportValid={() => sent && send({ ...sent, aplicarValidas: true })}
          />
        </div>
      )}
    </SectionLayout>
  );
}
