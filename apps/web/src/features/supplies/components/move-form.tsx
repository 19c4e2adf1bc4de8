import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import { MOVE_ROUTES, MOVE_TYPE_LABELS, type ManualMove, parseTags } from '@intranet/shared/supplies/supplies.rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { useRegisterMoves } from '../api/register-moves';
import { useSuppliesLookups } from '../api/supplies-lookups';
import { ContractSelect } from './contract-select';
import { TagsInput } from './tags-input';

type Values = {
  origem?: number;
  id_equipe?: number;
  id_contrato?: number;
  id_almoxarifado?: number;
  os?: string;
  motivo?: string;
  patrimonios?: string;
};

/** Registers a move of one kind for the tags typed or read; a refusal keeps what was typed, with its reason. */
export function MoveForm({ tipo, open, onClose }: { tipo: ManualMove; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const lookups = useSuppliesLookups();
  const register = useRegisterMoves();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string | null>(null);
  const route = MOVE_ROUTES[tipo];
  const origins = (lookups.data?.locais ?? []).filter((l) => route.from.includes(l.tipo));
  const warehouses = (lookups.data?.locais ?? []).filter((l) => l.tipo === 'almoxarifado');
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      const answer = await register.mutateAsync({
        tipo,
        origem: values.origem!,
        patrimonios: parseTags(values.patrimonios ?? ''),
        id_equipe: values.id_equipe,
        id_contrato: values.id_contrato,
        id_almoxarifado: values.id_almoxarifado,
        os: values.os || undefined,
        motivo: values.motivo || undefined,
      });
      notify.success(SUPPLIES_MSG.moved(answer.movimentos.length));
      form.resetFields();
      onClose();
    } catch (error) {
      if (!showServerErrors(form, error)) setRefusal((error as Error).message);
    }
  };
  return (
    <Modal
      open={open}
      title={`Registrar ${MOVE_TYPE_LABELS[tipo].toLowerCase()}`}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={register.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="origem" label="Origem" rules={[{ required: true, message: SUPPLIES_MSG.originRequired }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={lookups.isLoading}
            options={origins.map((l) => ({ value: l.id, label: l.nome }))}
          />
        </Form.Item>
        {tipo === 'retirada' && (
          <Form.Item name="id_equipe" label="Equipe" rules={[{ required: true, message: SUPPLIES_MSG.squadRequired }]}>
            <Select options={(lookups.data?.equipes ?? []).map((e) => ({ value: e.id, label: e.nome }))} />
          </Form.Item>
        )}
        {tipo === 'instalacao' && (
          <Form.Item
            name="id_contrato"
            label="Contrato do cliente"
            rules={[{ required: true, message: SUPPLIES_MSG.contractRequired }]}
          >
            <ContractSelect />
          </Form.Item>
        )}
        {tipo === 'reparo' && (
          <Form.Item
            name="id_almoxarifado"
            label="Almoxarifado"
            rules={[{ required: true, message: SUPPLIES_MSG.warehouseRequired }]}
          >
            <Select options={warehouses.map((l) => ({ value: l.id, label: l.nome }))} />
          </Form.Item>
        )}
        {tipo === 'instalacao' && (
          <Form.Item name="os" label="OS" rules={[{ required: true, message: SUPPLIES_MSG.osRequired }]}>
            <Input maxLength={40} />
          </Form.Item>
        )}
        {(tipo === 'reciclagem' || tipo === 'manutencao') && (
          <Form.Item
            name="motivo"
            label="Motivo"
            rules={tipo === 'reciclagem' ? [{ required: true, message: SUPPLIES_MSG.reasonRequired }] : []}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        )}
        <Form.Item name="patrimonios" label="Patrimônios" rules={[{ required: true, message: SUPPLIES_MSG.tags }]}>
          <TagsInput />
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
