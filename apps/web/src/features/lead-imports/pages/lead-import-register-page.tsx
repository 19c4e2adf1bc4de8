import { useState } from 'react';
import { Button, Form, Progress, Select, Typography, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BUCKETS } from '@intranet/shared/files/files.rules';
import { LEAD_IMPORTS_MSG as M } from '@intranet/shared/lead-imports/lead-imports.messages';
import { providerFlagOf } from '@intranet/shared/tracking-links/tracking-links.rules';
import {
  type ImportCustomersResult,
  type LeadImport,
  leadImportCreateBody,
} from '@intranet/shared/lead-imports/lead-imports.schemas';
import { CAMPAIGN_API, CHANNEL_API } from '@intranet/shared/sales/sales.contract';
import { SPREADSHEET_ACCEPT, spreadsheetFileProblem } from '@intranet/shared/spreadsheets/spreadsheets.rules';
import { MSG } from '@intranet/shared/validation/messages';
import { recordListQuery } from '../../../components/crud/crud-api';
import { zodRules } from '../../../components/form/zod-rules';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { useCompanies } from '../../../components/lookups/list-companies';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { BUCKET_MEGABYTES, type ImportStage, useImportSpreadsheet } from '../api/import-spreadsheet';
import { ImportReport } from '../components/import-report';
import { LEAD_IMPORTS_LIST_PATH, importFilePath } from '../lead-imports-paths';
import { downloadLeadModel } from '../model-spreadsheet';
import '../lead-imports.css';

type Values = { id_empresa?: number; id_canal?: number; id_campanha?: number };

/** The choices of the register call, checked by its shared schema (the file is checked apart). */
const choices = leadImportCreateBody.pick({ id_empresa: true, id_canal: true, id_campanha: true });
const rules = zodRules(choices);

/** Why a picked file cannot be sent (spec §5: csv, xlsx, xls only; ours: the bucket's size), or null. */
export function pickedFileProblem(file: { name: string; size: number }): string | null {
  return spreadsheetFileProblem(file, {
    maxBytes: BUCKETS.importacoes.maxBytes,
    format: M.formatNotAllowed,
    tooLarge: M.tooLarge(BUCKET_MEGABYTES),
  });
}

const byLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

/** The active campaigns or channels of the chosen provider (its flag on), for the selects. */
function useProviderOptions(providerId: number | undefined) {
  const companies = useCompanies();
  const company = companies.data?.find((c) => c.id === providerId);
  const flag = company ? providerFlagOf(company.nome) : null;
  const filtro = { ativo: true, ...(flag ? { [flag]: true } : {}) };
  const ready = Boolean(company);
  const campaigns = useQuery({ ...recordListQuery(CAMPAIGN_API, filtro), enabled: ready });
  const channels = useQuery({ ...recordListQuery(CHANNEL_API, filtro), enabled: ready });
  const options = (rows: { id: number; nome: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.nome }));
  return {
    ready,
    campaigns: { options: options(campaigns.data), loading: campaigns.isLoading && ready },
    channels: { options: options(channels.data), loading: channels.isLoading && ready },
  };
}

const STAGE_TEXT: Record<ImportStage['stage'], string> = { enviando: M.uploading, lendo: M.reading };

/**
 * /marketing/imports-leads/register: Provedor, Canal and Campanha (the last two wait for the
 * provider), the spreadsheet (.csv, .xlsx, .xls) and its model. Salvar uploads it with a progress
 * bar, records the import and has its lines read (the bar follows the reading), then shows what the
 * reading did.
 */
export function LeadImportRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const providerId = Form.useWatch('id_empresa', form);
  const options = useProviderOptions(providerId);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [done, setDone] = useState<{ importacao: LeadImport; result: ImportCustomersResult } | null>(null);
  const importing = useImportSpreadsheet(setStage);

  const pick = (picked: File | null) => {
    if (picked) {
      const problem = pickedFileProblem(picked);
      if (problem) {
        notify.error(problem);
        return;
      }
    }
    setFile(picked);
  };

  const save = (values: Values) => {
    if (!file) {
      notify.error(M.fillRequired);
      return;
    }
    importing.mutate(
      { ...choices.parse(values), arquivo: file },
      {
        onSuccess: (outcome) => {
          if (outcome.result.success) setDone(outcome);
          else notify.error(outcome.result.message);
        },
        onError: (error) => notify.fail(error, M.createFailed),
        onSettled: () => setStage(null),
      },
    );
  };

  const again = () => {
    setDone(null);
    setFile(null);
    form.resetFields();
  };

  if (done) {
    return (
      <SectionLayout title={M.registerTitle} back={LEAD_IMPORTS_LIST_PATH}>
        <ImportReport
          result={done.result}
          onOpen={() => navigate(importFilePath(done.importacao.id))}
          onAgain={again}
        />
      </SectionLayout>
    );
  }

  return (
    <SectionLayout title={M.registerTitle} back={LEAD_IMPORTS_LIST_PATH}>
      <Form<Values>
        form={form}
        layout="vertical"
        className="lead-import-form"
        disabled={importing.isPending}
        onFinish={save}
        onFinishFailed={() => notify.error(M.fillRequired)}
        onValuesChange={(changed: Values) => {
          if ('id_empresa' in changed) form.setFieldsValue({ id_canal: undefined, id_campanha: undefined });
        }}
      >
        <Typography.Paragraph type="danger">{MSG.requiredBanner}</Typography.Paragraph>
        <Form.Item name="id_empresa" label="Provedor" rules={rules.id_empresa}>
          <CompanySelect placeholder="Selecione o provedor" />
        </Form.Item>
        <Form.Item name="id_canal" label="Canal" rules={rules.id_canal}>
          <Select
            placeholder="Selecione o canal"
            showSearch={{ filterOption: byLabel }}
            disabled={!options.ready}
            loading={options.channels.loading}
            options={options.channels.options}
          />
        </Form.Item>
        <Form.Item name="id_campanha" label="Campanha" rules={rules.id_campanha}>
          <Select
            placeholder="Selecione a campanha"
            showSearch={{ filterOption: byLabel }}
            disabled={!options.ready}
            loading={options.campaigns.loading}
            options={options.campaigns.options}
          />
        </Form.Item>
        <Form.Item
          label="Arquivo"
          required
          extra={`Planilha .csv, .xlsx ou .xls com as colunas nome, cpf e telefone, até ${BUCKET_MEGABYTES} MB.`}
        >
          <Upload
            accept={SPREADSHEET_ACCEPT}
            maxCount={1}
            beforeUpload={(picked) => {
              pick(picked);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'planilha', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>Selecionar arquivo</Button>
          </Upload>
        </Form.Item>
        <Button
          icon={<DownloadOutlined />}
          disabled={false}
          onClick={() => void downloadLeadModel().catch(() => notify.error(M.downloadFailed))}
        >
          {M.downloadModel}
        </Button>
        <div className="lead-import-form__actions">
          <Button onClick={() => navigate(LEAD_IMPORTS_LIST_PATH)}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={importing.isPending}>
            Salvar
          </Button>
        </div>
      </Form>
      {stage && (
        <div role="status" className="lead-import-progress">
          <Typography.Text>{STAGE_TEXT[stage.stage]}</Typography.Text>
          <Progress percent={stage.percent} status="active" />
        </div>
      )}
    </SectionLayout>
  );
}
