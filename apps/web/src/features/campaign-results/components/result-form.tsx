import type { ReactNode } from 'react';
import { Alert, DatePicker, Form, type FormInstance, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { AMOUNT_MAX_LENGTH } from '@intranet/shared/campaign-results/campaign-results.messages';
import { missingFieldsMessage, missingResultFields } from '@intranet/shared/campaign-results/campaign-results.rules';
import { type ResultRow, resultFigures } from '@intranet/shared/campaign-results/campaign-results.schemas';
import { maskMoney, maskThousands, toMaskedText } from '@intranet/shared/format/numbers';
import { periodLabel } from '@intranet/shared/format/period';
import { MSG } from '@intranet/shared/validation/messages';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { useCompanies } from '../../../components/lookups/list-companies';
import { zodRule } from '../../../components/form/zod-rules';
import { useChannelResults } from '../api/list-channel-results';
import { useResultChannels } from '../api/list-result-channels';
import '../campaign-results.css';

/** What the form holds: the masked texts of the figures, the period as two days. */
export type ResultFormValues = {
  id_empresa?: number;
  periodo?: [Dayjs, Dayjs] | null;
  id_canal?: number;
  impressoes?: string;
  cliques?: string;
  conversas_iniciadas?: string;
  investimento?: string;
};

export const FIGURE_FIELDS = ['impressoes', 'cliques', 'conversas_iniciadas', 'investimento'] as const;
const DAY = 'YYYY-MM-DD';

/** The request values of the form: dates as 'yyyy-MM-dd', figures as typed (the shared schema reads the masks), empty ones left out. */
export function requestValues(values: ResultFormValues) {
  const [start, end] = values.periodo ?? [];
  const periodo_inicio = start?.format(DAY);
  const periodo_fim = end?.format(DAY);
  const figure = (text: string | undefined) => (text ? text : undefined);
  return {
    id_empresa: values.id_empresa,
    id_canal: values.id_canal,
    periodo_inicio,
    periodo_fim,
    periodo: periodo_inicio && periodo_fim ? periodLabel(periodo_inicio, periodo_fim) : undefined,
    impressoes: figure(values.impressoes),
    cliques: figure(values.cliques),
    conversas_iniciadas: figure(values.conversas_iniciadas),
    investimento: figure(values.investimento),
  };
}

/** A saved result in the form. */
export function formValuesOf(row: ResultRow): ResultFormValues {
  return {
    id_empresa: row.id_empresa,
    periodo: [dayjs(row.periodo_inicio), dayjs(row.periodo_fim)],
    id_canal: row.id_canal,
    impressoes: toMaskedText(row.impressoes, 'integer'),
    cliques: toMaskedText(row.cliques, 'integer'),
    conversas_iniciadas: toMaskedText(row.conversas_iniciadas, 'integer'),
    investimento: toMaskedText(row.investimento, 'money'),
  };
}

/**
 * The form's values once they can be sent: without a required field the one text naming every
 * missing one is shown (spec §5); a figure over its limit is marked under its field. Null otherwise.
 */
export async function readResultForm(form: FormInstance<ResultFormValues>, showError: (text: string) => void) {
  const values = requestValues(form.getFieldsValue(true) as ResultFormValues);
  const missing = missingResultFields(values);
  if (missing.length) {
    showError(missingFieldsMessage(missing));
    return null;
  }
  try {
    await form.validateFields();
  } catch {
    return null;
  }
  return values;
}

const figureRules = {
  impressoes: [zodRule(resultFigures.impressoes)],
  cliques: [zodRule(resultFigures.cliques)],
  conversas_iniciadas: [zodRule(resultFigures.conversas_iniciadas)],
  investimento: [zodRule(resultFigures.investimento)],
};

/** The periods already entered for this campaign on the chosen channel of the chosen provider. */
function EnteredPeriods({ idCampaign, exceptId }: { idCampaign: number; exceptId?: number }) {
  const providerId = Form.useWatch('id_empresa') as number | undefined;
  const channelId = Form.useWatch('id_canal') as number | undefined;
  const entered = useChannelResults(channelId, idCampaign, providerId);
  const periods = (entered.data ?? []).filter((r) => r.id !== exceptId).map((r) => r.periodo);
  if (!channelId || !providerId || periods.length === 0) return null;
  return (
    <Alert
      className="result-form__entered"
      type="info"
      showIcon
      title={`Períodos já lançados neste canal: ${periods.join(', ')}`}
    />
  );
}

/** The channel select: Facebook and Google of the chosen provider, disabled until one is chosen (spec §2). */
function ChannelSelect({
  providerName,
  ...props
}: {
  providerName: string | undefined;
  value?: number;
  onChange?: (v: number) => void;
  id?: string;
}) {
  const channels = useResultChannels(providerName);
  return (
    <Select
      {...props}
      disabled={!providerName}
      loading={!!providerName && channels.isLoading}
      placeholder="Selecione"
      options={(channels.data ?? []).map((c) => ({ value: c.id, label: c.nome }))}
    />
  );
}

/** Provedor*, Período*, Canal* and the four figures with their masks (spec §2, §5, §9). */
export function ResultForm({
  form,
  idCampaign,
  exceptId,
  buttons,
}: {
  form: FormInstance<ResultFormValues>;
  idCampaign: number;
  exceptId?: number;
  buttons: ReactNode;
}) {
  const companies = useCompanies();
  const providerId = Form.useWatch('id_empresa', form);
  const providerName = companies.data?.find((c) => c.id === providerId)?.nome;
  return (
    <Form
      form={form}
      layout="vertical"
      className="result-form"
      onValuesChange={(changed: ResultFormValues) => {
        if ('id_empresa' in changed) form.setFieldValue('id_canal', undefined);
      }}
    >
      <Typography.Text type="danger" className="result-form__banner">
        {MSG.requiredBanner}
      </Typography.Text>
      <div className="result-form__row">
        <Form.Item name="id_empresa" label="Provedor" required>
          <CompanySelect placeholder="Selecione" />
        </Form.Item>
        <Form.Item name="periodo" label="Período" required>
          <DatePicker.RangePicker format="DD/MM/YYYY" placeholder={['Início', 'Fim']} />
        </Form.Item>
        <Form.Item name="id_canal" label="Canal" required>
          <ChannelSelect providerName={providerName} />
        </Form.Item>
      </div>
      <EnteredPeriods idCampaign={idCampaign} exceptId={exceptId} />
      <div className="result-form__row">
        <Form.Item name="impressoes" label="Impressões" rules={figureRules.impressoes} normalize={maskThousands}>
          <Input inputMode="numeric" maxLength={AMOUNT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="cliques" label="Cliques" rules={figureRules.cliques} normalize={maskThousands}>
          <Input inputMode="numeric" maxLength={AMOUNT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="conversas_iniciadas"
          label="Conversas iniciadas"
          rules={figureRules.conversas_iniciadas}
          normalize={maskThousands}
        >
          <Input inputMode="numeric" maxLength={AMOUNT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="investimento" label="Valor investido" rules={figureRules.investimento} normalize={maskMoney}>
          <Input inputMode="numeric" prefix="R$" maxLength={AMOUNT_MAX_LENGTH} />
        </Form.Item>
      </div>
      <div className="result-form__buttons">{buttons}</div>
    </Form>
  );
}
