import { useState } from 'react';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { FEASIBILITY_LABELS } from '@intranet/shared/sales/pipeline.rules';
import type { FeasibilityResponse } from '@intranet/shared/sales/pipeline.schemas';
import { isValidCep } from '@intranet/shared/validation/cep';
import { onlyDigits } from '@intranet/shared/validation/cpf';
import { MSG } from '@intranet/shared/validation/messages';
import { CompanySelect } from '../../../components/lookups/lookup-selects';
import { errorText } from '../../../lib/error-text';
import { checkFeasibility } from '../api/pipeline-calls';

type Values = { id_empresa?: number; cep?: string; logradouro?: string; bairro?: string; cidade?: string };

/** 30130100 → 30130-100 as it is typed. */
const maskCep = (value: string | undefined) => {
  const digits = onlyDigits(value ?? '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * "Verificar endereço": whether a provider serves an address, as a lead's creation will judge it (the
 * CEP ranges, then the city, neighbourhood and street). Without the street and neighbourhood, those
 * known at the CEP (customers' contracts, earlier leads) are used.
 */
export function AddressCheck({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<FeasibilityResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (values: Values) => {
    setChecking(true);
    setFailure(null);
    try {
      setResult(
        await checkFeasibility({
          id_empresa: values.id_empresa!,
          cep: values.cep!,
          logradouro: values.logradouro || undefined,
          bairro: values.bairro || undefined,
          cidade: values.cidade || undefined,
        }),
      );
    } catch (error) {
      setResult(null);
      setFailure(errorText(error, 'Não foi possível verificar o endereço.'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Verificar endereço"
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Fechar
        </Button>,
        <Button key="check" type="primary" loading={checking} onClick={() => form.submit()}>
          Verificar
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void check(v)} onValuesChange={() => setResult(null)}>
        <Form.Item name="id_empresa" label="Provedor" rules={[{ required: true, message: MSG.required }]}>
          <CompanySelect placeholder="Selecione" />
        </Form.Item>
        <Form.Item
          name="cep"
          label="CEP"
          normalize={maskCep}
          rules={[
            { required: true, message: MSG.required },
            {
              validator: async (_, v: string | undefined) =>
                !v || isValidCep(onlyDigits(v)) ? undefined : Promise.reject(new Error(MSG.cep)),
            },
          ]}
        >
          <Input placeholder="00000-000" maxLength={9} />
        </Form.Item>
        <Form.Item name="logradouro" label="Logradouro">
          <Input maxLength={150} />
        </Form.Item>
        <Form.Item name="bairro" label="Bairro">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="cidade" label="Cidade">
          <Input maxLength={100} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
      {result && (
        <Alert
          role="status"
          type={result.viabilidade === 'viavel' ? 'success' : 'warning'}
          showIcon
          title={FEASIBILITY_LABELS[result.viabilidade]}
          description={
            result.viabilidade === 'viavel'
              ? `Atendido pela área ${result.area}.`
              : 'Nenhuma área ativa do provedor atende este endereço: um lead aqui fica em Sem cobertura.'
          }
        />
      )}
    </Modal>
  );
}
