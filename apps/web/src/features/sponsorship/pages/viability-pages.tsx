import { useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Space, Table } from 'antd';
import { viabilityInput, type BudgetRow, type ViabilityInput } from '@intranet/shared/sponsorship/sponsorship.schemas';
import { maxLengthOf, zodRules } from '../../../components/form/zod-rules';
import { ApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useBudgets, useSetBudget } from '../api/budgets';
import { useStep } from '../api/step-calls';
import { RequestPage } from '../components/request-page';
import { BudgetCard, RequestSummary, money } from '../components/sponsorship-parts';
import { StepForm } from '../components/step-form';
import { StepListPage } from '../components/step-list-page';
import { SPONSORSHIP_PATHS as PATHS } from '../sponsorship-paths';

const rules = zodRules(viabilityInput);

/** The yearly budget of each provider; the manager changes it. */
function BudgetsPanel() {
  const [year, setYear] = useState(new Date().getFullYear());
  const budgets = useBudgets(year);
  const save = useSetBudget();
  const canSet = useCan('sponsorship.approve');
  const notify = useNotify();
  const [editing, setEditing] = useState<Record<number, number | null>>({});
  return (
    <Card
      size="small"
      title="Orçamento anual de patrocínios"
      extra={<InputNumber aria-label="Ano" min={2000} max={2100} value={year} onChange={(v) => v && setYear(v)} />}
      style={{ marginBottom: 16 }}
    >
      <Table<BudgetRow>
        size="small"
        rowKey="id_empresa"
        pagination={false}
        loading={budgets.isPending}
        dataSource={budgets.data}
        locale={{ emptyText: budgets.isError ? 'Não foi possível carregar os orçamentos.' : 'Nenhum provedor' }}
        columns={[
          { key: 'empresa', title: 'Provedor', dataIndex: 'empresa' },
          {
            key: 'orcamento',
            title: 'Orçamento',
            render: (_, row) =>
              canSet ? (
                <Space>
                  <InputNumber<number>
                    aria-label={`Orçamento ${row.empresa}`}
                    min={0}
                    max={999_999_999}
                    precision={2}
                    decimalSeparator=","
                    value={editing[row.id_empresa] ?? row.orcamento}
                    onChange={(v) => setEditing((e) => ({ ...e, [row.id_empresa]: v }))}
                  />
                  <Button
                    size="small"
                    disabled={editing[row.id_empresa] === undefined || editing[row.id_empresa] === null}
                    loading={save.isPending}
                    onClick={() =>
                      save.mutate(
                        { id_empresa: row.id_empresa, ano: year, valor: editing[row.id_empresa]! },
                        {
                          onSuccess: () => notify.success('Orçamento salvo.'),
                          onError: (e) => notify.error(e instanceof ApiError ? e.message : 'Não foi possível salvar.'),
                        },
                      )
                    }
                  >
                    Salvar
                  </Button>
                </Space>
              ) : (
                money(row.orcamento)
              ),
          },
          { key: 'comprometido', title: 'Comprometido', render: (_, row) => money(row.comprometido) },
          { key: 'restante', title: 'Disponível', render: (_, row) => money(row.restante) },
        ]}
      />
    </Card>
  );
}

/** /marketing/sponsorship/viability/list: the requests of this step and each provider's yearly budget. */
export function ViabilityListPage() {
  return (
    <StepListPage
      title="Viabilidade"
      step="viability"
      from="em_viabilidade"
      statuses={['em_viabilidade', 'em_negociacao', 'aprovado', 'realizado']}
      register={PATHS.viabilityRegister}
      edit={PATHS.viabilityEdit}
      editableIn={['em_negociacao']}
    >
      <BudgetsPanel />
    </StepListPage>
  );
}

function ViabilityForm({ mode }: { mode: 'register' | 'edit' }) {
  const [form] = Form.useForm<ViabilityInput>();
  const cost = Form.useWatch('custo', form);
  const create = useStep('createViability');
  const update = useStep('updateViability');
  const run = mode === 'register' ? create : update;
  return (
    <RequestPage title={mode === 'register' ? 'Nova viabilidade' : 'Editar viabilidade'} back={PATHS.viabilityList}>
      {(request) => (
        <>
          <RequestSummary request={request} />
          <BudgetCard budget={request.orcamento} cost={cost} />
          <StepForm<ViabilityInput>
            form={form}
            initial={request.viabilidade ?? undefined}
            saving={run.isPending}
            done={PATHS.details(request.id)}
            save={(values) => run.mutateAsync({ id: request.id, arg: values })}
          >
            <Form.Item name="custo" label="Custo (R$)" rules={rules.custo}>
              <InputNumber<number>
                min={0}
                max={999_999_999}
                precision={2}
                decimalSeparator=","
                style={{ width: 220 }}
              />
            </Form.Item>
            <Form.Item name="alcance_esperado" label="Alcance esperado (pessoas)" rules={rules.alcance_esperado}>
              <InputNumber<number> min={0} max={10_000_000} precision={0} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="leads_esperados" label="Leads esperados" rules={rules.leads_esperados}>
              <InputNumber<number> min={0} max={10_000_000} precision={0} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="parecer" label="Parecer" rules={rules.parecer}>
              <Input.TextArea rows={3} maxLength={maxLengthOf(viabilityInput.shape.parecer)} showCount />
            </Form.Item>
          </StepForm>
        </>
      )}
    </RequestPage>
  );
}

export const ViabilityRegisterPage = () => <ViabilityForm mode="register" />;
export const ViabilityEditPage = () => <ViabilityForm mode="edit" />;
