import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Form, Select, Skeleton, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { USER_COMPANIES_MSG as M } from '@intranet/shared/user-companies/user-companies.messages';
import { userCompaniesForm } from '@intranet/shared/user-companies/user-companies.schemas';
import { zodRules } from '../../../components/form/zod-rules';
import { showServerErrors } from '../../../components/form/server-errors';
import { useCompanies } from '../../../components/lookups/list-companies';
import { SectionLayout } from '../../../components/section-layout/section-layout';
import { errorText } from '../../../lib/error-text';
import { useNotify } from '../../../lib/notify';
import { useUserCompanies } from '../api/list-user-companies';
import { useSetUserCompanies } from '../api/set-user-companies';
import { USER_COMPANIES_LIST_PATH } from '../user-companies-paths';
import '../../../components/crud/crud-form.css';

const rules = zodRules(userCompaniesForm);
type Values = { id_usuario?: number; empresas: number[] };

/**
 * `/companies/register` (`?usuario=<id>` for one person): links a staff person to one or more provider
 * companies. The company of their record stays among them.
 */
export function UserCompaniesRegisterPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const chosen = Number(new URLSearchParams(useLocation().search).get('usuario')) || undefined;
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const person = Form.useWatch('id_usuario', form) ?? chosen;
  const companies = useCompanies();
  const preset = useUserCompanies({ usuario: chosen, pagina: 1 }, !!chosen);
  const found = useUserCompanies({ busca: search || undefined, pagina: 1 }, !chosen);
  const current = useUserCompanies({ usuario: person, pagina: 1 }, !!person);
  const save = useSetUserCompanies();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 500);
    return () => clearTimeout(timer);
  }, [typed]);

  const row = current.data?.dados[0];
  useEffect(() => {
    if (row)
      form.setFieldValue(
        'empresas',
        row.empresas.map((c) => c.id),
      );
  }, [row, form]);

  const people = useMemo(() => {
    const rows = chosen ? (preset.data?.dados ?? []) : (found.data?.dados ?? []);
    return rows.map((p) => ({ value: p.id_usuario, label: p.email ? `${p.nome} (${p.email})` : p.nome }));
  }, [chosen, preset.data, found.data]);

  const submit = async (values: Values) => {
    if (!values.id_usuario) return;
    try {
      await save.mutateAsync({ id: values.id_usuario, empresas: values.empresas });
      notify.success(M.saved);
      navigate(USER_COMPANIES_LIST_PATH);
    } catch (error) {
      showServerErrors(form, error);
      notify.fail(error, M.saveFailed);
    }
  };

  if (chosen && preset.isPending)
    return (
      <SectionLayout title="Vincular empresas" back={USER_COMPANIES_LIST_PATH}>
        <Skeleton active />
      </SectionLayout>
    );
  if (chosen && (preset.isError || preset.data?.dados.length === 0))
    return (
      <SectionLayout title="Vincular empresas" back={USER_COMPANIES_LIST_PATH}>
        <Alert type="error" showIcon title={preset.isError ? errorText(preset.error) : M.personNotFound} />
      </SectionLayout>
    );

  return (
    <SectionLayout title="Vincular empresas" back={USER_COMPANIES_LIST_PATH}>
      <Form<Values>
        form={form}
        layout="vertical"
        className="crud-form"
        initialValues={{ id_usuario: chosen, empresas: [] }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="id_usuario" label="Pessoa" rules={rules.id_usuario} required>
          <Select
            showSearch={{ filterOption: false, onSearch: setTyped }}
            disabled={!!chosen}
            placeholder="Digite o nome ou o e-mail"
            loading={found.isFetching}
            options={people}
            notFoundContent={found.isFetching ? 'Buscando…' : 'Nenhuma pessoa encontrada.'}
          />
        </Form.Item>
        <Form.Item name="empresas" label="Empresas" rules={rules.empresas} required>
          <Select
            mode="multiple"
            placeholder="Selecione as empresas"
            loading={companies.isLoading || current.isFetching}
            options={(companies.data ?? []).map((c) => ({
              value: c.id,
              label: c.nome,
              disabled: c.id === row?.id_empresa_principal,
            }))}
          />
        </Form.Item>
        {row?.id_empresa_principal && (
          <Typography.Paragraph type="secondary">
            A empresa do cadastro da pessoa fica sempre entre as dela (altere-a no cadastro do usuário).
          </Typography.Paragraph>
        )}
        {companies.isError && <Alert type="error" showIcon title={errorText(companies.error)} />}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(USER_COMPANIES_LIST_PATH)}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Salvar
          </Button>
        </div>
      </Form>
    </SectionLayout>
  );
}
