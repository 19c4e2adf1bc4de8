import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, Input, Modal, Select, Switch } from 'antd';
import { SUPPLIES_MSG } from '@intranet/shared/supplies/supplies.messages';
import type { Squad } from '@intranet/shared/supplies/supplies.schemas';
import { MSG } from '@intranet/shared/validation/messages';
import { showServerErrors } from '../../../components/form/server-errors';
import { useNotify } from '../../../lib/notify';
import { useEmployees } from '../api/search-employees';
import { useSuppliesLookups } from '../api/supplies-lookups';
import { useUpdateSquad } from '../api/update-squad';

type Values = { nome: string; id_empresa: number; id_cidade: number | null; ativo: boolean; membros: number[] };

/**
 * Edits a squad (`/squads/list`): its name, provider, city (among the provider's), whether it works, and its
 * members, chosen among the active employees by name. A refusal keeps what was typed, with its reason.
 */
export function SquadForm({ squad, onClose }: { squad: Squad | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const lookups = useSuppliesLookups();
  const update = useUpdateSquad();
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const employees = useEmployees(search, squad !== null);
  const provider = Form.useWatch('id_empresa', form);

  useEffect(() => {
    if (!squad) return;
    setRefusal(null);
    setSearch('');
    form.setFieldsValue({
      nome: squad.nome,
      id_empresa: squad.id_empresa,
      id_cidade: squad.id_cidade,
      ativo: squad.ativo,
      membros: squad.membros.map((m) => m.id),
    });
  }, [squad, form]);

  // The members already chosen stay offered (with their names) whatever the search shows.
  const memberOptions = useMemo(() => {
    const known = new Map<number, string>((squad?.membros ?? []).map((m) => [m.id, m.nome]));
    for (const e of employees.data?.funcionarios ?? []) known.set(e.id, e.nome);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [squad, employees.data]);
  const cities = (lookups.data?.cidades ?? []).filter((c) => c.id_empresa === provider);

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: squad!.id, body: { ...values, id_cidade: values.id_cidade ?? null } });
      notify.success(SUPPLIES_MSG.squadSaved);
      onClose();
    } catch (error) {
      if (!showServerErrors(form, error)) setRefusal((error as Error).message);
    }
  };
  return (
    <Modal
      open={squad !== null}
      title={squad ? `Editar equipe — ${squad.nome}` : 'Editar equipe'}
      okText="Salvar"
      cancelText="Cancelar"
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item name="nome" label="Nome" rules={[{ required: true, whitespace: true, message: MSG.required }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          name="id_empresa"
          label="Provedor"
          rules={[{ required: true, message: SUPPLIES_MSG.providerRequired }]}
        >
          <Select
            loading={lookups.isLoading}
            options={(lookups.data?.empresas ?? []).map((e) => ({ value: e.id, label: e.nome }))}
            onChange={() => form.setFieldValue('id_cidade', null)}
          />
        </Form.Item>
        <Form.Item name="id_cidade" label="Cidade">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={provider ? 'Escolha a cidade' : 'Escolha antes o provedor'}
            disabled={!provider}
            options={cities.map((c) => ({ value: c.id, label: `${c.nome} - ${c.uf}` }))}
          />
        </Form.Item>
        <Form.Item
          name="membros"
          label="Integrantes"
          extra="Digite parte do nome para buscar entre os funcionários ativos."
        >
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={employees.isFetching}
            notFoundContent={employees.isFetching ? 'Carregando…' : 'Nenhum funcionário encontrado'}
            options={memberOptions}
          />
        </Form.Item>
        <Form.Item name="ativo" label="Situação" valuePropName="checked">
          <Switch checkedChildren="Ativa" unCheckedChildren="Inativa" />
        </Form.Item>
      </Form>
      {refusal && <Alert type="error" title={refusal} />}
    </Modal>
  );
}
