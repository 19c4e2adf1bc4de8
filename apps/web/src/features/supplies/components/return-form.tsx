import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { ReturnType } from '@intranet/shared/supplies/supplies.rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { useRegisterReturn } from '../api/register-return';
import { useSuppliesLookups } from '../api/supplies-lookups';
import { ContractSelect } from './contract-select';
import { TagsInput } from './tags-input';

type Values = { id_equipe?: number; id_contrato?: number; os?: string; patrimonio?: string };

/**
 * Registers a recolhimento (from a customer's contract to the squad) or a devolução (from the squad to the
 * warehouse) as the field typed it: received at once when its OS and tag name a unit where it comes from,
 * otherwise kept on the alternative list to be completed.
 */
export function ReturnForm({ tipo, open, onClose }: { tipo: ReturnType; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const lookups = useSuppliesLookups();
  const register = useRegisterReturn();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const answer = await register.mutateAsync({
        tipo,
        id_equipe: values.id_equipe!,
        id_contrato: values.id_contrato,
        os: values.os || undefined,
        patrimonio: values.patrimonio || undefined,
      });
      notify.success(
        answer.retorno.id_movimento
          ? 'Retorno recebido.'
          : 'Retorno registrado; complete a OS ou o patrimônio na lista alternativa.',
      );
      form.resetFields();
      onClose();
    } catch (error) {
      if (!showServerErrors(form, error)) setRefusal((error as Error).message);
    }
  };
  return (
    <Modal
      open={open}
      title={tipo === 'recolhimento' ? 'Registrar recolhimento' : 'Registrar devolução'}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={register.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="id_equipe" label="Equipe" rules={[{ required: true, message: SUPPLIES_MSG.squadRequired }]}>
          <Select options={(lookups.data?.equipes ?? []).map((e) => ({ value: e.id, label: e.nome }))} />
        </Form.Item>
        {tipo === 'recolhimento' && (
          <Form.Item
            name="id_contrato"
            label="Contrato do cliente"
            rules={[{ required: true, message: SUPPLIES_MSG.contractRequired }]}
          >
            <ContractSelect />
          </Form.Item>
        )}
        <Form.Item name="os" label="OS">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="patrimonio" label="Patrimônio">
          <TagsInput single />
        </Form.Item>
        {refusal && (
          <p className="supplies-refusal" role="alert">
            {refusal}
          </p>
        )}
      </Form>
    </Modal>
  );
}
