import { Button, Checkbox, DatePicker, Divider, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { today as todayInSaoPaulo } from '@intranet/shared/calendar/days';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import {
  NAME_MIN,
  PROOF_OF_WORK_LABELS,
  PROOF_OF_WORK_LEVELS,
  ROULETTE_SYSTEMS,
  SYSTEM_LABELS,
  campaignDaysError,
} from '@intranet/shared/roulette/roulette.rules';
import { type Campaign, type CampaignInput, campaignInput } from '@intranet/shared/roulette/roulette.schemas';
import { MSG as COMMON } from '@intranet/shared/validation/messages';
import { showServerErrors } from '../../../components/form/server-errors';
import { maxLengthOf, rangeOf, zodRule, zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';

type Values = Omit<CampaignInput, 'data_inicio_campanha' | 'data_fim_campanha'> & {
  data_inicio_campanha?: Dayjs;
  data_fim_campanha?: Dayjs;
};

const fields = campaignInput.shape;
const rules = zodRules(campaignInput);
const isoDay = (value: unknown) => (dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : undefined);
/** A day picker's rule: the schema's required day. */
const dayRule = (field: typeof fields.data_inicio_campanha) => zodRule(field, isoDay);

/** Step 1, Cadastro básico (spec §5 "Roulette basic data"). */
export function BasicStep({
  campaign,
  owners,
  submitting,
  onSubmit,
}: {
  campaign: Campaign | null;
  owners: { id: number; nome: string }[];
  submitting: boolean;
  onSubmit: (values: CampaignInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const name = Form.useWatch('nome', form) ?? campaign?.nome ?? '';
  const creating = !campaign;
  const todayIso = todayInSaoPaulo();
  const today = dayjs(todayIso);
  /** The shared rule of the campaign's days, under `field` when it is the one refused. */
  const daysRule =
    (field: 'data_inicio_campanha' | 'data_fim_campanha') =>
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: async () => {
        const refused = campaignDaysError(
          {
            data_inicio_campanha: isoDay(getFieldValue('data_inicio_campanha')),
            data_fim_campanha: isoDay(getFieldValue('data_fim_campanha')),
          },
          { creating, today: todayIso },
        );
        if (refused?.field === field) throw new Error(refused.message);
      },
    });
  const initial: Partial<Values> = campaign
    ? {
        ...campaign,
        sistema: campaign.sistema.toUpperCase(),
        data_inicio_campanha: dayjs(campaign.data_inicio_campanha),
        data_fim_campanha: dayjs(campaign.data_fim_campanha),
      }
    : {
        intervalo_votacao: 1,
        api_erp: false,
        motivo_aplicacao: '',
        id_usuario_intranet: owners.length === 1 ? owners[0].id : undefined,
        // A new campaign starts with the light proof of work: invisible to a person, a cost to a script.
        confirmar_telefone: false,
        giros_por_endereco: 0,
        prova_trabalho: 16,
        espera_minima: 0,
      };

  const submit = async (values: Values) => {
    try {
      await onSubmit({
        ...values,
        motivo_aplicacao: values.motivo_aplicacao ?? '',
        data_inicio_campanha: values.data_inicio_campanha!.format('YYYY-MM-DD'),
        data_fim_campanha: values.data_fim_campanha!.format('YYYY-MM-DD'),
      });
    } catch (error) {
      showServerErrors(form, error, { nameField: 'nome' });
    }
  };

  // §5: a required field left empty says so once, above the form, besides each field's own message.
  const incomplete = ({ errorFields }: { errorFields: { errors: string[] }[] }) => {
    if (errorFields.some((f) => f.errors.includes(COMMON.required))) notify.error(MSG.fillAll);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={incomplete}
      aria-label="Cadastro básico"
    >
      <Form.Item name="sistema" label="Empresa" rules={rules.sistema}>
        <Select
          options={ROULETTE_SYSTEMS.map((s) => ({ value: s.toUpperCase(), label: SYSTEM_LABELS[s] }))}
          placeholder="Selecione"
        />
      </Form.Item>
      <Form.Item name="id_usuario_intranet" label="Responsável" rules={rules.id_usuario_intranet}>
        <Select
          options={owners.map((o) => ({ value: o.id, label: o.nome }))}
          placeholder="Selecione"
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="nome"
        label="Nome da campanha"
        extra={name.trim().length < NAME_MIN ? MSG.nameMin(name.trim().length) : undefined}
        rules={rules.nome}
      >
        <Input maxLength={maxLengthOf(fields.nome)} />
      </Form.Item>
      <Form.Item name="descricao" label="Descrição" rules={rules.descricao}>
        <Input.TextArea rows={3} maxLength={maxLengthOf(fields.descricao)} />
      </Form.Item>
      <Form.Item name="motivo_aplicacao" label="Motivo da aplicação" rules={rules.motivo_aplicacao}>
        <Input.TextArea rows={2} maxLength={maxLengthOf(fields.motivo_aplicacao)} showCount />
      </Form.Item>
      <Form.Item
        name="data_inicio_campanha"
        label="Início da campanha"
        rules={[dayRule(fields.data_inicio_campanha), daysRule('data_inicio_campanha')]}
      >
        <DatePicker format="DD/MM/YYYY" disabledDate={creating ? (d) => d.isBefore(today) : undefined} />
      </Form.Item>
      <Form.Item
        name="data_fim_campanha"
        label="Fim da campanha"
        dependencies={['data_inicio_campanha']}
        rules={[dayRule(fields.data_fim_campanha), daysRule('data_fim_campanha')]}
      >
        <DatePicker format="DD/MM/YYYY" disabledDate={creating ? (d) => d.isBefore(today) : undefined} />
      </Form.Item>
      <Form.Item
        name="intervalo_votacao"
        label="Intervalo entre participações (dias)"
        required
        rules={rules.intervalo_votacao}
      >
        <InputNumber {...rangeOf(fields.intervalo_votacao)} />
      </Form.Item>
      <Form.Item name="api_erp" valuePropName="checked">
        <Checkbox>Abrir atendimento no ERP</Checkbox>
      </Form.Item>
      <Divider titlePlacement="start">Proteção contra abuso</Divider>
      <Form.Item
        name="confirmar_telefone"
        valuePropName="checked"
        extra="Só gira quem digitar o código de 6 dígitos enviado por SMS ao celular informado."
      >
        <Checkbox>Confirmar o celular por SMS antes do giro</Checkbox>
      </Form.Item>
      <Form.Item
        name="giros_por_endereco"
        label="Giros por endereço de internet por dia"
        extra="0 = sem limite. Pessoas na mesma rede (uma empresa, uma operadora móvel) podem compartilhar um endereço."
      >
        <InputNumber {...rangeOf(fields.giros_por_endereco)} />
      </Form.Item>
      <Form.Item
        name="prova_trabalho"
        label="Prova de trabalho no navegador"
        extra="O navegador resolve um cálculo antes do giro: não incomoda quem gira, encarece robôs."
      >
        <Select options={PROOF_OF_WORK_LEVELS.map((bits) => ({ value: bits, label: PROOF_OF_WORK_LABELS[bits] }))} />
      </Form.Item>
      <Form.Item
        name="espera_minima"
        label="Espera mínima antes de girar (segundos)"
        extra="Tempo entre abrir a página e girar. 0 = sem espera."
      >
        <InputNumber {...rangeOf(fields.espera_minima)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        Salvar e continuar
      </Button>
    </Form>
  );
}
