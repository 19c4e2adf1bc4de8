import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, Progress, Space, Statistic, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { COVERAGE_IMPORT_MAX_BYTES } from '@intranet/shared/sales/coverage.rules';
import type { CoverageImport, CoverageImportLine } from '@intranet/shared/sales/coverage.schemas';
import { PIPELINE_MSG } from '@intranet/shared/sales/pipeline.messages';
import { SPREADSHEET_ACCEPT, spreadsheetFileProblem } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { CSV_DOWNLOAD_FAILED } from '../../../components/data-table/csv';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import {
  coverageImportStatus,
  readCoverageImport,
  uploadCoverage,
  useApplyCoverageImport,
  useCoverageImportProblems,
  useDiscardCoverageImport,
} from '../api/coverage-calls';
import { downloadCoverageModel } from '../coverage-model';
import { COVERAGE_PATH } from '../sales-pipeline-paths';

const PROBLEM_COLUMNS: DataTableColumn<CoverageImportLine>[] = [
  { key: 'linha', title: 'Linha', width: 80 },
  { key: 'cidade', title: 'Cidade', text: (r) => [r.cidade, r.uf].filter(Boolean).join('/') },
  {
    key: 'cep',
    title: 'CEP',
    text: (r) =>
      r.cep_inicio ? `${r.cep_inicio}${r.cep_fim && r.cep_fim !== r.cep_inicio ? ` a ${r.cep_fim}` : ''}` : '',
  },
  { key: 'bairro', title: 'Bairro', text: (r) => [r.bairro, r.logradouro].filter(Boolean).join(' · ') },
  { key: 'problema', title: 'Problema' },
];

const fileLimits = { maxBytes: COVERAGE_IMPORT_MAX_BYTES, tooLarge: PIPELINE_MSG.coverageImportTooLarge };

/** The lines with a problem, paged on the server: what will not become an area. */
function ProblemLines({ id }: { id: number }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 });
  const limit = Math.min(paging.pageSize, 100);
  const lines = useCoverageImportProblems(id, { offset: (paging.page - 1) * limit, limit });
  return (
    <DataTable<CoverageImportLine>
      rowKey="linha"
      columns={PROBLEM_COLUMNS}
      data={lines.data?.linhas}
      loading={lines.isFetching}
      emptyText={lines.isError ? 'Não foi possível carregar as linhas.' : 'Nenhuma linha com problema.'}
      server={{
        total: lines.data?.total ?? 0,
        page: paging.page,
        pageSize: paging.pageSize,
        onChange: (page, pageSize) => setPaging({ page, pageSize }),
      }}
    />
  );
}

/**
 * /sales/basic-configurations/coverage/import: a provider's areas from a spreadsheet (.csv, .xlsx or
 * .xls, up to 5 MB): the file is sent and read, the progress read from the server while it runs;
 * then the preview shows each line with a problem, and nothing is written until "Importar" is confirmed.
 */
export function CoverageImportPage() {
  const [form] = Form.useForm<{ id_empresa: number }>();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<CoverageImport | null>(null);
  const [confirming, setConfirming] = useState<'apply' | 'discard' | null>(null);
  const apply = useApplyCoverageImport();
  const discard = useDiscardCoverageImport();
  const progress = useQuery({
    queryKey: ['sales-coverage', 'import-progress', reading],
    queryFn: () => coverageImportStatus(reading!),
    enabled: reading !== null,
    refetchInterval: 1000,
  });

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileError(picked ? spreadsheetFileProblem(picked, fileLimits) : null);
    setResult(null);
  };
  const send = async ({ id_empresa }: { id_empresa: number }) => {
    const problem = file ? spreadsheetFileProblem(file, fileLimits) : PIPELINE_MSG.coverageImportFileRequired;
    setFileError(problem);
    if (!file || problem) return;
    setSending(true);
    setResult(null);
    try {
      const sent = await uploadCoverage({ id_empresa, arquivo: file });
      setReading(sent.id);
      setResult(await readCoverageImport(sent.id));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? []) : [];
      const onFile = fields.find((f) => f.path === 'arquivo');
      if (onFile) setFileError(onFile.message);
      else if (error instanceof ApiError && error.status === 413) setFileError(error.message);
      else notify.fail(error, 'Não foi possível importar a planilha.');
    } finally {
      setReading(null);
      setSending(false);
    }
  };
  const confirm = () => {
    if (!result) return;
    const mutation = confirming === 'apply' ? apply : discard;
    mutation.mutate(result.id, {
      onSuccess: (answer) => {
        if (confirming === 'apply') {
          setResult(answer as CoverageImport);
          notify.success(`${(answer as CoverageImport).criadas ?? 0} área(s) de cobertura criada(s).`);
        } else {
          setResult(null);
          setFile(null);
          notify.success('Importação descartada.');
        }
        setConfirming(null);
      },
      onError: (error) => {
        notify.fail(error, 'Não foi possível concluir a importação.');
        setConfirming(null);
      },
    });
  };

  const percent = progress.data?.percentual ?? 0;
  return (
    <SectionLayout title="Áreas de cobertura - Importar planilha" back={`${COVERAGE_PATH}/list`}>
      <Typography.Paragraph>
        Envie a planilha de cobertura de um provedor (.csv, .xlsx ou .xls, até 5 MB e 20.000 linhas) com as colunas
        Cidade, UF, CEP inicial, CEP final, Bairro e Logradouro. Cada linha é uma faixa de CEP (um CEP só: deixe o CEP
        final vazio), um bairro inteiro ou uma rua de um bairro. As linhas são conferidas antes de gravar: nada é criado
        até você confirmar.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void send(v)} style={{ maxWidth: 520 }}>
        <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
        <Form.Item
          name="id_empresa"
          label="Provedor"
          rules={[{ required: true, message: PIPELINE_MSG.providerUnknown }]}
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
          <Button type="primary" htmlType="submit" loading={sending}>
            Enviar e conferir
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void downloadCoverageModel().catch(() => notify.error(CSV_DOWNLOAD_FAILED))}
          >
            Baixar planilha modelo
          </Button>
        </Space>
      </Form>
      {sending && (
        <div style={{ maxWidth: 520, marginTop: 16 }} aria-label="Progresso da leitura">
          <Typography.Text>Lendo a planilha…</Typography.Text>
          <Progress percent={percent} />
        </div>
      )}
      {result?.fase === 'recusada' && (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title="Planilha recusada"
          description={result.mensagem}
        />
      )}
      {result && (result.fase === 'lida' || result.fase === 'aplicada') && (
        <section aria-label="Conferência da planilha" style={{ marginTop: 24 }}>
          {result.fase === 'aplicada' ? (
            <Alert
              type="success"
              showIcon
              title={`${result.criadas ?? 0} área(s) de cobertura criada(s) para ${result.empresa}.`}
              description={
                <>
                  Áreas que o provedor já tinha não foram repetidas.{' '}
                  <Link to={`${COVERAGE_PATH}/list`}>Ver as áreas de cobertura</Link>
                </>
              }
            />
          ) : (
            <Alert
              type={result.invalidas ? 'warning' : 'info'}
              showIcon
              title={
                result.invalidas
                  ? 'Algumas linhas têm problemas e não serão importadas.'
                  : 'Todas as linhas estão corretas.'
              }
            />
          )}
          <Space size="large" wrap style={{ margin: '16px 0' }}>
            <Statistic title="Linhas lidas" value={result.linhas} />
            <Statistic title="Linhas válidas" value={result.validas} />
            <Statistic title="Linhas com problema" value={result.invalidas} />
          </Space>
          {result.fase === 'lida' && (
            <Space wrap style={{ marginBottom: 16 }}>
              <Button type="primary" disabled={result.validas === 0} onClick={() => setConfirming('apply')}>
                {`Importar ${result.validas} área(s)`}
              </Button>
              <Button onClick={() => setConfirming('discard')}>Descartar</Button>
            </Space>
          )}
          {result.invalidas > 0 && (
            <>
              <Typography.Title level={5}>Linhas com problema</Typography.Title>
              <ProblemLines id={result.id} />
            </>
          )}
        </section>
      )}
      <Modal
        open={confirming !== null}
        title={confirming === 'apply' ? 'Importar áreas de cobertura?' : 'Descartar importação?'}
        okText={confirming === 'apply' ? 'Importar' : 'Descartar'}
        okButtonProps={{ danger: confirming === 'discard' }}
        cancelText="Cancelar"
        confirmLoading={apply.isPending || discard.isPending}
        onOk={confirm}
        onCancel={() => setConfirming(null)}
      >
        {result &&
          (confirming === 'apply'
            ? `As ${result.validas} linha(s) válida(s) viram áreas de cobertura de ${result.empresa}; as linhas com problema ficam de fora.`
            : 'A planilha e a conferência serão descartadas; nenhuma área será criada.')}
      </Modal>
      {progress.isError && reading !== null && (
        <Alert type="error" showIcon title={errorText(progress.error, 'Não foi possível ler o progresso.')} />
      )}
    </SectionLayout>
  );
}
