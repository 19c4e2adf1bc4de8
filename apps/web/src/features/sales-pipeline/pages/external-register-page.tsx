import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Col, Form, Input, Result, Row, Select } from 'antd';
import { ADDRESS_API } from '@intranet/shared/cities/cities.contract';
import { maskPhone } from '@intranet/shared/format/phone';
import { formatMoney } from '@intranet/shared/format/money';
import { MSG } from '@intranet/shared/validation/messages';
import { FEASIBILITY_LABELS, LEAD_KIND_LABELS, LEAD_KINDS } from '@intranet/shared/sales/pipeline.rules';
import {
  externalRegisterBody,
  type ExternalRegisterBody,
  type ExternalRegisterResponse,
  type FeasibilityResponse,
} from '@intranet/shared/sales/pipeline.schemas';
import { formatCep } from '@intranet/shared/validation/cep';
import { formatCpf } from '@intranet/shared/validation/cpf';
import { zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { call } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { checkFeasibility, useOfferedPlans, useRegisterLead } from '../api/pipeline-calls';
import { EXTERNAL_HOME_PATH } from '../sales-pipeline-paths';

const rules = zodRules(externalRegisterBody);

/**
 * /sales/external/register/:cpf?/:cep?: any employee registers a lead. The CEP fills the address
 * (the city from the CEP lookup, the street and neighbourhood known at that CEP) and the feasibility
 * is answered on the spot; the lead goes to a seller of the provider.
 */
export function ExternalRegisterPage() {
  const params = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [form] = Form.useForm<ExternalRegisterBody>();
  const register = useRegisterLead();
  const provider = Form.useWatch('id_empresa', form);
  const plans = useOfferedPlans(provider);
  const [feasibility, setFeasibility] = useState<FeasibilityResponse | null>(null);
  const [looking, setLooking] = useState(false);
  const [done, setDone] = useState<ExternalRegisterResponse | null>(null);

  const lookUp = async () => {
    const { cep, id_empresa, bairro, cidade, logradouro } = form.getFieldsValue();
    const digits = (cep ?? '').replace(/\D/g, '');
    if (digits.length !== 8) return;
    setLooking(true);
    try {
      const address = await call(ADDRESS_API.lookupCep, { params: { cep: digits } }).catch(() => null);
      if (address) form.setFieldsValue({ cidade: address.endereco.city, uf: address.endereco.state });
      if (address?.endereco.address) form.setFieldsValue({ logradouro: address.endereco.address });
      if (address?.endereco.district) form.setFieldsValue({ bairro: address.endereco.district });
      if (!id_empresa) return;
      const answer = await checkFeasibility({
        id_empresa,
        cep: digits,
        bairro: form.getFieldValue('bairro') || bairro || undefined,
        cidade: form.getFieldValue('cidade') || cidade || undefined,
        logradouro: form.getFieldValue('logradouro') || logradouro || undefined,
      });
      if (answer.endereco) {
        const current = form.getFieldsValue();
        form.setFieldsValue({
          logradouro: current.logradouro || answer.endereco.logradouro,
          bairro: current.bairro || answer.endereco.bairro,
          cidade: current.cidade || answer.endereco.cidade,
          uf: current.uf || answer.endereco.uf,
        });
      }
      setFeasibility(answer);
    } catch (e) {
      notify.fail(e, MSG.cepNotFound);
    } finally {
      setLooking(false);
    }
  };

  useEffect(() => {
    if (params.cep) void lookUp();
    // The CEP of the address is looked up once, when the page opens with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (values: ExternalRegisterBody) => {
    try {
      setDone(await register.mutateAsync(values));
    } catch (e) {
      if (!showServerErrors(form, e)) notify.fail(e);
    }
  };

  if (done)
    return (
      <SectionLayout title="Vendas · Lead cadastrado" back={EXTERNAL_HOME_PATH}>
        <Result
          status={done.motivo ? 'warning' : 'success'}
          title={
            done.motivo === 'bloqueado'
              ? 'Lead registrado na lista de bloqueio'
              : done.motivo === 'sem_cobertura'
                ? 'Endereço sem cobertura: lead registrado para a expansão da rede'
                : 'Lead cadastrado'
          }
          subTitle={
            done.vendedor
              ? `Encaminhado para ${done.vendedor.nome}.`
              : `Viabilidade: ${FEASIBILITY_LABELS[done.viabilidade]}.`
          }
          extra={[
            <Button key="new" type="primary" onClick={() => (setDone(null), setFeasibility(null), form.resetFields())}>
              Cadastrar outro
            </Button>,
            <Button key="home" onClick={() => navigate(EXTERNAL_HOME_PATH)}>
              Meus leads
            </Button>,
          ]}
        />
      </SectionLayout>
    );

  return (
    <SectionLayout title="Vendas · Cadastrar lead" back={EXTERNAL_HOME_PATH}>
      <Form<ExternalRegisterBody>
        form={form}
        layout="vertical"
        aria-label="Cadastrar lead"
        initialValues={{
          tipo: 'novo',
          cpf: params.cpf ? formatCpf(params.cpf) : '',
          cep: params.cep ? formatCep(params.cep) : '',
          email: '',
        }}
        onFinish={(v) => void submit(v)}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="id_empresa" label="Provedor" rules={rules.id_empresa}>
              <CompanySelect
                aria-label="Provedor"
                placeholder="Escolha o provedor"
                onChange={() => setFeasibility(null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="tipo" label="Tipo" rules={rules.tipo}>
              <Select aria-label="Tipo" options={LEAD_KINDS.map((k) => ({ value: k, label: LEAD_KIND_LABELS[k] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nome" label="Nome" rules={rules.nome}>
              <Input maxLength={120} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="telefone"
              label="Celular (WhatsApp)"
              rules={rules.telefone}
              normalize={(v: string) => maskPhone(v)}
            >
              <Input maxLength={20} inputMode="tel" placeholder="(00) 00000-0000" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="cpf" label="CPF" rules={rules.cpf} normalize={(v: string) => formatCpf(v)}>
              <Input maxLength={14} inputMode="numeric" placeholder="000.000.000-00" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="E-mail" rules={rules.email}>
              <Input maxLength={120} type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="cep" label="CEP" rules={rules.cep} normalize={(v: string) => formatCep(v)}>
              <Input.Search
                maxLength={9}
                inputMode="numeric"
                placeholder="00000-000"
                enterButton="Verificar"
                loading={looking}
                onSearch={() => void lookUp()}
                onBlur={() => void lookUp()}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="logradouro" label="Rua" rules={rules.logradouro}>
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="numero" label="Número" rules={rules.numero}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="complemento" label="Complemento">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="bairro" label="Bairro" rules={rules.bairro}>
              <Input maxLength={100} onBlur={() => feasibility && void lookUp()} />
            </Form.Item>
          </Col>
          <Col xs={18} md={9}>
            <Form.Item name="cidade" label="Cidade" rules={rules.cidade}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={6} md={3}>
            <Form.Item name="uf" label="UF" rules={rules.uf} normalize={(v: string) => v.toUpperCase()}>
              <Input maxLength={2} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="id_plano" label="Plano de interesse">
              <Select
                aria-label="Plano de interesse"
                allowClear
                disabled={!provider}
                loading={plans.isLoading}
                options={(plans.data?.planos ?? []).map((p) => ({
                  value: p.id,
                  label: `${p.nome} — ${formatMoney(p.valor_mensal)}/mês`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="observacao" label="Observação">
              <Input.TextArea maxLength={500} rows={1} />
            </Form.Item>
          </Col>
        </Row>
        {feasibility && (
          <Alert
            role="status"
            showIcon
            style={{ marginBottom: 16 }}
            type={feasibility.viabilidade === 'viavel' ? 'success' : 'warning'}
            title={
              feasibility.viabilidade === 'viavel'
                ? `Viável: atendido por ${feasibility.area}`
                : 'Sem cobertura neste endereço: o lead vai para a lista de expansão da rede.'
            }
          />
        )}
        <Button type="primary" htmlType="submit" loading={register.isPending}>
          Cadastrar lead
        </Button>{' '}
        <Link to={EXTERNAL_HOME_PATH}>Cancelar</Link>
      </Form>
    </SectionLayout>
  );
}
