import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, Input, InputNumber, Select, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { ROULETTE_MSG as MSG } from '@intranet/shared/roulette/roulette.messages';
import { PRIZE_BLOCK, PRIZE_WEIGHTS, prizeCountError, prizeStockError } from '@intranet/shared/roulette/roulette.rules';
import { type Prize, type PrizeInput, prizeInput } from '@intranet/shared/roulette/roulette.schemas';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { useNotify } from '../../../lib/notify';

type Item = Omit<PrizeInput, 'id_campanha' | 'cliente'>;
type Values = { clientes: Item[]; nao_clientes: Item[] };

const blank = (): Item => ({
  nome: '',
  descricao: '',
  peso_item: 10,
  quantidade: 1,
  quantidade_minima: 1,
  animacao: false,
  consumivel: true,
});
const blanks = () => Array.from({ length: PRIZE_BLOCK }, blank);
const itemOf = (p: Prize): Item => ({
  id: p.id,
  nome: p.nome,
  descricao: p.descricao,
  peso_item: p.peso_item,
  quantidade: p.quantidade,
  quantidade_minima: p.quantidade_minima,
  animacao: p.animacao,
  consumivel: p.consumivel,
  htmlContent: p.htmlContent,
  textColor: p.textColor,
  background: p.background,
});
const shape = prizeInput.shape;
const rules = zodRules(prizeInput);

/** One audience's prizes, added and removed four at a time (4 or 8). */
function PrizeList({
  name,
  title,
  onRemoved,
}: {
  name: 'clientes' | 'nao_clientes';
  title: string;
  onRemoved: (ids: number[]) => void;
}) {
  const notify = useNotify();
  const form = Form.useFormInstance<Values>();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <Card title={title} size="small" style={{ marginBottom: 16 }}>
          {fields.map((field, index) => (
            <Space
              key={field.key}
              wrap
              align="start"
              style={{ borderBottom: '1px solid #f0f0f0', marginBottom: 8 }}
              aria-label={`${title} ${index + 1}`}
              role="group"
            >
              <Form.Item name={[field.name, 'nome']} label="Prêmio" rules={rules.nome}>
                <Input maxLength={maxLengthOf(shape.nome)} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'descricao']} label="Mensagem" rules={rules.descricao}>
                <Input maxLength={maxLengthOf(shape.descricao)} style={{ width: 240 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'peso_item']} label="Peso" rules={rules.peso_item}>
                <Select options={PRIZE_WEIGHTS.map((w) => ({ value: w, label: String(w) }))} style={{ width: 80 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantidade']}
                label="Quantidade"
                dependencies={[[name, field.name, 'quantidade_minima']]}
                rules={[
                  ...rules.quantidade,
                  {
                    validator: async (_, quantidade?: number) => {
                      const minima = form.getFieldValue([name, field.name, 'quantidade_minima']) as number | undefined;
                      const refused = prizeStockError({ quantidade, quantidade_minima: minima });
                      if (refused) throw new Error(refused);
                    },
                  },
                ]}
              >
                <InputNumber min={0} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'quantidade_minima']}
                label="Estoque mínimo"
                rules={rules.quantidade_minima}
              >
                <InputNumber min={0} style={{ width: 100 }} />
              </Form.Item>
              <Form.Item name={[field.name, 'animacao']} label="Confete" rules={rules.animacao}>
                <Select
                  options={[
                    { value: true, label: 'Sim' },
                    { value: false, label: 'Não' },
                  ]}
                  style={{ width: 80 }}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'consumivel']} label=" " valuePropName="checked">
                <Checkbox>Consumível</Checkbox>
              </Form.Item>
            </Space>
          ))}
          <Space>
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= 7}
              onClick={() => blanks().forEach((b) => add(b))}
            >
              Adicionar prêmios
            </Button>
            <Button
              icon={<MinusOutlined />}
              onClick={() => {
                if (fields.length <= PRIZE_BLOCK) {
                  notify.error(MSG.prizeRemoveMin);
                  return;
                }
                const last = fields.slice(-PRIZE_BLOCK);
                const items = form.getFieldValue(name) as Item[];
                onRemoved(last.map((f) => items[f.name]?.id).filter((id): id is number => id !== undefined));
                remove(last.map((f) => f.name));
              }}
            >
              Remover prêmios
            </Button>
          </Space>
        </Card>
      )}
    </Form.List>
  );
}

/** Step 3, Prêmios: 4 or 8 for customers and 4 or 8 for non-customers; four blank ones when none. */
export function PrizesStep({
  campaignId,
  prizes,
  submitting,
  onSubmit,
  onBack,
}: {
  campaignId: number;
  prizes: Prize[];
  submitting: boolean;
  onSubmit: (input: { removed: number[]; prizes: PrizeInput[] }) => Promise<unknown>;
  onBack?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [removed, setRemoved] = useState<number[]>([]);
  const customers = prizes.filter((p) => p.cliente).map(itemOf);
  const others = prizes.filter((p) => !p.cliente).map(itemOf);
  const initial: Values = {
    clientes: customers.length ? customers : blanks(),
    nao_clientes: others.length ? others : blanks(),
  };

  const submit = async (values: Values) => {
    const problem = prizeCountError(values.clientes.length, values.nao_clientes.length);
    if (problem) {
      notify.error(problem);
      return;
    }
    const all: PrizeInput[] = [
      ...values.clientes.map((p) => ({ ...p, cliente: true, id_campanha: campaignId })),
      ...values.nao_clientes.map((p) => ({ ...p, cliente: false, id_campanha: campaignId })),
    ];
    await onSubmit({ removed, prizes: all }).catch(() => undefined);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={() => notify.error(MSG.prizesCheck)}
      aria-label="Prêmios"
    >
      {prizes.length === 0 && <Alert type="info" showIcon title={MSG.noPrizes} style={{ marginBottom: 16 }} />}
      <PrizeList name="clientes" title="Prêmios para clientes" onRemoved={(ids) => setRemoved((r) => [...r, ...ids])} />
      <PrizeList
        name="nao_clientes"
        title="Prêmios para não clientes"
        onRemoved={(ids) => setRemoved((r) => [...r, ...ids])}
      />
      <Space>
        {onBack && <Button onClick={onBack}>Voltar</Button>}
        <Button type="primary" htmlType="submit" loading={submitting}>
          Salvar prêmios
        </Button>
      </Space>
    </Form>
  );
}
