import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, InputNumber, Space, Spin, Typography } from 'antd';
import { formatMoney } from '@intranet/shared/format/money';
import { LEAD_KIND_LABELS, LEAD_KINDS, SALES_SETTINGS_DEFAULTS } from '@intranet/shared/sales/pipeline.rules';
import { type SalesSettingsBody, salesSettingsBody } from '@intranet/shared/sales/pipeline.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useSalesSettings, useSaveSalesSettings } from '../api/settings-calls';
import { INTERNAL_HOME_PATH } from '../sales-pipeline-paths';

const rules = zodRules(salesSettingsBody);
const SLA_FIELD = { novo: 'sla_novo_horas', upgrade: 'sla_upgrade_horas', downgrade: 'sla_downgrade_horas' } as const;

/** 30 h → "1 dia e 6 horas": the SLA as people count it. */
export function hoursText(hours: number | null | undefined): string {
  if (!hours || hours < 1) return '';
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const parts = [
    days ? `${days} ${days === 1 ? 'dia' : 'dias'}` : '',
    rest ? `${rest} ${rest === 1 ? 'hora' : 'horas'}` : '',
  ].filter(Boolean);
  return parts.join(' e ');
}

/**
 * /sales/basic-configurations/settings: per provider, the first-contact SLA of each lead kind, the
 * attempts before a lead is inactivated and the referral bonus of the external team. Everyone of
 * sales reads them; only managers (vendas or marketing gestor) save them.
 */
export function SalesSettingsPage() {
  const [provider, setProvider] = useState<number | undefined>();
  const [form] = Form.useForm<SalesSettingsBody>();
  const notify = useNotify();
  const canEdit = useCan('pipeline.settings');
  const settings = useSalesSettings(provider);
  const save = useSaveSalesSettings();
  const values = Form.useWatch([], form) as Partial<SalesSettingsBody> | undefined;

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const submit = (body: SalesSettingsBody) => {
    if (!provider) return;
    save.mutate(
      { idEmpresa: provider, body },
      {
        onSuccess: () => notify.success('Configurações de vendas salvas com sucesso!'),
        onError: (error) => {
          showServerErrors(form, error);
          notify.fail(error, 'Não foi possível salvar as configurações.');
        },
      },
    );
  };

  return (
    <SectionLayout title="Configurações de vendas" back={INTERNAL_HOME_PATH}>
      <Space orientation="vertical" style={{ width: '100%', maxWidth: 720 }} size="middle">
        <CompanySelect
          aria-label="Provedor"
          placeholder="Escolha o provedor"
          style={{ width: 260 }}
          value={provider}
          onChange={(id) => {
            form.resetFields();
            setProvider(id);
          }}
        />
        {!provider && <Alert type="info" showIcon title="Escolha o provedor para ver as configurações." />}
        {!canEdit && provider && (
          <Alert type="info" showIcon title="Somente gestores de vendas ou de marketing alteram estas configurações." />
        )}
        {settings.isLoading && <Spin />}
        {settings.isError && <Alert type="error" showIcon title="Não foi possível carregar as configurações." />}
        {provider && settings.data && (
          <Form
            form={form}
            layout="vertical"
            disabled={!canEdit}
            initialValues={SALES_SETTINGS_DEFAULTS}
            onFinish={submit}
            aria-label="Configurações do provedor"
          >
            <Card title="Prazo do primeiro contato (SLA)" style={{ marginBottom: 16 }}>
              <Typography.Paragraph type="secondary">
                O prazo de um lead é a sua criação mais o SLA do seu tipo, em horas corridas. Um lead fica atrasado
                quando continua Novo, sem primeiro contato e sem motivo depois do prazo. Uma mudança aqui vale para os
                leads criados a partir de agora; o prazo dos leads já criados não muda.
              </Typography.Paragraph>
              {LEAD_KINDS.map((kind) => {
                const name = SLA_FIELD[kind];
                return (
                  <Form.Item
                    key={kind}
                    name={name}
                    label={`${LEAD_KIND_LABELS[kind]} (horas)`}
                    rules={rules[name]}
                    extra={hoursText(values?.[name])}
                  >
                    <InputNumber precision={0} style={{ width: 200 }} />
                  </Form.Item>
                );
              })}
            </Card>
            <Card title="Tentativas e indicação" style={{ marginBottom: 16 }}>
              <Form.Item
                name="tentativas_max"
                label="Tentativas de contato sem resposta até inativar o lead"
                rules={rules.tentativas_max}
              >
                <InputNumber precision={0} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item
                name="bonus_indicacao"
                label="Bônus por indicação vendida (R$)"
                rules={rules.bonus_indicacao}
                extra={`Pago a quem da equipe externa trouxe o lead; fica registrado no lead no momento da venda${
                  typeof values?.bonus_indicacao === 'number' ? ` (${formatMoney(values.bonus_indicacao)})` : ''
                }.`}
              >
                <InputNumber precision={2} decimalSeparator="," style={{ width: 200 }} />
              </Form.Item>
            </Card>
            {canEdit && (
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Salvar
              </Button>
            )}
          </Form>
        )}
      </Space>
    </SectionLayout>
  );
}
